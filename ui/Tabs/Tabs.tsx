import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { useEarlyTapReplay } from '../Hydration';
import * as styles from './Tabs.css';

/** A tab's id: a string or a number. */
export type Key = string | number;

export interface TabsProps {
  /** A TabList followed by one TabPanel per tab. */
  children: ReactNode;
  /** The open tab's id (controlled). */
  selectedKey?: Key;
  /** The tab open at first (uncontrolled); the first tab by default. */
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  disabledKeys?: Iterable<Key>;
}

interface TabsState {
  baseId: string;
  selectedKey: Key | undefined;
  disabledKeys: ReadonlySet<Key>;
  select: (key: Key) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> belongs inside <Tabs>`);
  return state;
}

/** The ids a tab and its panel carry, so each names or controls the other. */
function tabId(baseId: string, key: Key) {
  return `${baseId}-tab-${String(key)}`;
}
function panelId(baseId: string, key: Key) {
  return `${baseId}-panel-${String(key)}`;
}

/** The first enabled Tab's id among the TabList's children: the tab open by default. */
function firstTabKey(children: ReactNode, disabledKeys: ReadonlySet<Key>): Key | undefined {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ children?: ReactNode; id?: Key }>(child)) continue;
    if (child.type === Tab && child.props.id !== undefined && !disabledKeys.has(child.props.id)) return child.props.id;
    if (child.type === TabList) return firstTabKey(child.props.children, disabledKeys);
  }
  return undefined;
}

/**
 * Horizontal tabs, the WAI-ARIA tabs pattern: arrow keys (wrapping round), Home and End move
 * between tabs and open them (a disabled tab is skipped); Tab moves on into the open panel,
 * which takes the focus itself when it holds nothing focusable. Only the open panel is
 * rendered. Built on react-aria's focus and hover hooks, without its collection and selection
 * machinery: a row of a few tabs needs none of it, and the product page downloads far less.
 */
export function Tabs({ children, selectedKey, defaultSelectedKey, onSelectionChange, disabledKeys }: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState(defaultSelectedKey);
  const disabled = new Set(disabledKeys ?? []);
  const state: TabsState = {
    baseId,
    selectedKey: selectedKey ?? ownKey ?? firstTabKey(children, disabled),
    disabledKeys: disabled,
    select: (key) => {
      if (disabled.has(key)) return;
      if (selectedKey === undefined) setOwnKey(key);
      onSelectionChange?.(key);
    },
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={styles.tabs}>{children}</div>
    </TabsContext.Provider>
  );
}

export interface TabListProps {
  /** Names the set of tabs, e.g. 'Product details'. */
  'aria-label': string;
  children: ReactNode;
}

/** The keys that move between tabs, to the tab they move to (by index among the enabled tabs). */
const moves: Record<string, ((index: number, count: number) => number) | undefined> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabList({ children, 'aria-label': label }: TabListProps) {
  const { select } = useTabs('TabList');
  const list = useRef<HTMLDivElement>(null);
  useEarlyTapReplay(list);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    const current = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
    if (!move || !current) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])')];
    const next = tabs[move(Math.max(0, tabs.indexOf(current)), tabs.length)];
    if (!next) return;
    event.preventDefault();
    next.focus();
    next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    select(keyOf(next));
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={styles.tabList}
    >
      {children}
    </div>
  );
}

/** A tab element's key, a number again if it was given as one. */
function keyOf(element: HTMLElement): Key {
  const { key = '', keyType } = element.dataset;
  return keyType === 'number' ? Number(key) : key;
}

export interface TabProps {
  id: Key;
  children: ReactNode;
}

export function Tab({ id, children }: TabProps) {
  const { baseId, selectedKey, disabledKeys, select } = useTabs('Tab');
  const selected = selectedKey === id;
  const disabled = disabledKeys.has(id);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled });
  return (
    <div
      {...mergeProps(focusProps, hoverProps)}
      role="tab"
      id={tabId(baseId, id)}
      data-key={String(id)}
      data-key-type={typeof id}
      aria-selected={selected}
      aria-controls={selected ? panelId(baseId, id) : undefined}
      aria-disabled={disabled || undefined}
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      tabIndex={selected ? 0 : -1}
      onClick={() => select(id)}
      className={styles.tab}
    >
      {children}
    </div>
  );
}

export interface TabPanelProps {
  /** The id of the Tab this panel belongs to. */
  id: Key;
  children: ReactNode;
}

/** What Tab can land on inside a panel. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function TabPanel({ id, children }: TabPanelProps) {
  const { baseId, selectedKey } = useTabs('TabPanel');
  const ref = useRef<HTMLDivElement>(null);
  const selected = selectedKey === id;
  const { focusProps, isFocusVisible } = useFocusRing();
  // The panel itself is in the tab order only while nothing inside it is.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    if (panel.querySelector(TABBABLE)) panel.removeAttribute('tabindex');
    else panel.tabIndex = 0;
  });
  if (!selected) return null;
  return (
    <div
      {...focusProps}
      ref={ref}
      role="tabpanel"
      data-focus-visible={isFocusVisible || undefined}
      id={panelId(baseId, id)}
      aria-labelledby={tabId(baseId, id)}
      className={styles.tabPanel}
    >
      {children}
    </div>
  );
}
