import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { FieldLabel, fieldStyles } from '../Field';
import type { SearchableSelectProps } from './SearchableSelect';
import * as styles from './SearchableSelect.css';

const loadSearchableSelect = () => import('./SearchableSelect');

/** What brought the real field in: focus lands in its input, and a press on the toggle opens its list. */
type Wanted = 'focus' | 'open';

/**
 * A SearchableSelect whose combobox (react-aria's ComboBox, its list, popover and filtering:
 * about 45 KB gzipped) is downloaded on the first interaction with the field, not with the
 * page. Until then a stand-in of the same size shows the label, the chosen option, the
 * description and the error, with the same accessible names; pointing at it starts the
 * download, and focusing it or pressing its toggle swaps in the real field, which takes the
 * focus (with anything already typed) or opens its list. For a field most visitors of a page
 * never touch, such as checkout's campus, already filled from the buyer's profile.
 */
export function DeferredSearchableSelect(props: SearchableSelectProps) {
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  // The stand-in stays (focused, taking what is typed) until the real field has arrived.
  const [Field, setField] = useState<ComponentType<SearchableSelectProps> | null>(null);
  const want = (next: Wanted) => {
    if (wanted !== null) return;
    setWanted(next);
    loadSearchableSelect()
      .then((module) => setField(() => module.SearchableSelect))
      .catch(() => setWanted(null));
  };
  if (wanted === null || Field === null) return <StandIn {...props} typed={typed} onType={setTyped} onWant={want} />;
  return (
    <Activated wanted={wanted}>
      <Field {...props} defaultInputValue={typed ?? undefined} openWithInputValue={Boolean(typed)} />
    </Activated>
  );
}

/** Hands the focus (or the open list) to the real field once it is there. */
function Activated({ wanted, children }: { wanted: Wanted; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    if (wanted === 'open') root.querySelector<HTMLButtonElement>('button')?.click();
    else root.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
    // Only once, when the field arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

interface StandInProps extends SearchableSelectProps {
  typed: string | null;
  onType: (text: string) => void;
  onWant: (wanted: Wanted) => void;
}

function StandIn({
  label,
  items,
  placeholder,
  description,
  validationError,
  isRequired,
  isDisabled,
  name,
  selectedKey,
  defaultSelectedKey,
  typed,
  onType,
  onWant,
}: StandInProps) {
  const id = useId();
  const chosenKey = selectedKey === undefined ? defaultSelectedKey : selectedKey;
  const chosen = chosenKey == null ? undefined : items.find((item) => item.id === chosenKey);
  const describedBy =
    [description ? `${id}-description` : '', validationError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const prefetch = () => void loadSearchableSelect().catch(() => undefined);
  return (
    <div className={fieldStyles.field} onPointerEnter={prefetch} onTouchStart={prefetch}>
      <FieldLabel id={`${id}-label`} htmlFor={`${id}-input`} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <div
        className={`${fieldStyles.inputBox} ${styles.control}`}
        data-invalid={validationError ? true : undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-describedby={describedBy}
          aria-invalid={validationError ? true : undefined}
          aria-required={isRequired || undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          disabled={isDisabled}
          placeholder={placeholder}
          value={typed ?? chosen?.name ?? ''}
          onChange={(event) => onType(event.target.value)}
          onFocus={() => onWant('focus')}
          className={styles.input}
        />
        <button
          type="button"
          id={`${id}-toggle`}
          tabIndex={-1}
          aria-label="Show suggestions"
          aria-labelledby={`${id}-toggle ${id}-label`}
          aria-haspopup="listbox"
          aria-expanded="false"
          disabled={isDisabled}
          onClick={() => onWant('open')}
          className={styles.toggle}
        >
          <ChevronDown size={18} aria-hidden="true" />
        </button>
      </div>
      {name !== undefined && <input type="hidden" name={name} value={chosenKey == null ? '' : String(chosenKey)} />}
      {description ? (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {validationError ? (
        <span id={`${id}-error`} className={fieldStyles.errorText}>
          {validationError}
        </span>
      ) : null}
    </div>
  );
}
