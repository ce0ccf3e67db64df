import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { eventCategories, eventFormats, type EventDetail, type UpdateEventBody } from '../../contract';
import { checkForm, errorMessage, paths, useForm } from '../../client';
import {
  Button,
  clearDraft,
  Inline,
  LinkButton,
  RichTextEditor,
  Select,
  Stack,
  Text,
  TextField,
  Tiles,
  toast,
  ToggleButton,
  ToggleButtonGroup,
} from '../../ui';
import { createEvent, updateEvent } from './api';
import { FormError, onFormFields, PhotoField } from './formParts';
import * as styles from './listings.css';
import { changedFields } from './productForm';
import {
  completeTicketValues,
  emptyTicketValues,
  formatLabels,
  MAX_TICKET_TIERS,
  PERIODS,
  ticketFieldOf,
  ticketFields,
  ticketFormSchema,
  ticketValues,
  tierField,
  TIME_OPTIONS,
  type TicketField,
} from './ticketForm';
import { useSlugAvailability } from './useSlugAvailability';

export const TICKET_CREATED_MESSAGE = 'Your event is listed';
export const TICKET_CHANGES_SAVED_MESSAGE = 'Your changes are saved';

const categoryItems = eventCategories.map((category) => ({ id: category, name: category }));
const formatItems = eventFormats.map((format) => ({ id: format, name: formatLabels[format] }));
const timeItems = TIME_OPTIONS.map((time) => ({ id: time, name: time }));

export function ticketDraftKey(event?: EventDetail): string {
  return `kampus:draft:event:${event?.id ?? 'new'}`;
}

/** The fixed start of an event's address: {origin}/ticket/. */
function ticketPrefix(): string {
  return `${typeof window === 'undefined' ? '' : window.location.origin}${paths.ticket('')}`;
}

export interface TicketFormProps {
  /** The event to edit; a new one when absent. */
  event?: EventDetail;
}

/**
 * The ticket form: creates an event with its ticket variations (POST /v1/events) or edits one
 * (PATCH with only what changed; variations, when changed, replace the list).
 */
export function TicketForm({ event }: TicketFormProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const [rows, setRows] = useState<number[]>(() => (event && event.tiers.length > 0 ? event.tiers.map((_, row) => row) : [0]));
  const nextRow = useRef(rows.length);
  const draftKey = ticketDraftKey(event);
  const listings = `${paths.sellerDashboard.listings}?type=tickets`;

  const [initial] = useState(() => (event ? ticketValues(event) : emptyTicketValues()));
  const [before] = useState(() => {
    if (!event) return null;
    const check = checkForm(ticketFormSchema(rows), completeTicketValues(initial, rows));
    return check.success ? check.output : null;
  });
  const schema = useMemo(() => ticketFormSchema(rows), [rows]);
  const fields = useMemo(() => ticketFields(rows), [rows]);

  const form = useForm<typeof schema, TicketField>({
    schema,
    fields,
    initialValues: initial,
    onValid: async (body, signal) => {
      setFormError(null);
      try {
        if (event) {
          const changes: UpdateEventBody = before ? changedFields(before, body) : body;
          if (Object.keys(changes).length === 0) {
            toast.info('Nothing has changed');
            return;
          }
          await updateEvent(event.id, changes);
        } else {
          await createEvent(body);
        }
        clearDraft(draftKey);
        void mutate((key) => Array.isArray(key) && key[0] === 'me/listings');
        if (signal.aborted) return;
        toast.success(event ? TICKET_CHANGES_SAVED_MESSAGE : TICKET_CREATED_MESSAGE);
        navigate(listings);
      } catch (error) {
        if (signal.aborted) return;
        const onFields = onFormFields(error, (key) => ticketFieldOf(key, rows));
        if (onFields && form.showServerErrors(onFields)) return;
        setFormError(errorMessage(error));
        toast.error(errorMessage(error));
      }
    },
  });

  const slug = form.values.customSlug ?? '';
  const slugCheck = useSlugAvailability(slug, event?.slug);

  function addRow() {
    const row = nextRow.current;
    nextRow.current += 1;
    form.setValue(tierField(row, 'name'), '');
    form.setValue(tierField(row, 'price'), '');
    form.setValue(tierField(row, 'quantity'), '1');
    form.setValue(tierField(row, 'description'), '');
    setRows((current) => [...current, row]);
  }

  function removeRow(row: number) {
    setRows((current) => current.filter((item) => item !== row));
  }

  const text = (name: TicketField) => ({ ...form.field(name), value: form.values[name] ?? '' });
  const select = (name: TicketField) => ({
    name,
    selectedKey: form.values[name] || null,
    onSelectionChange: (key: string | number | null) => form.setValue(name, key === null ? '' : String(key)),
    validationError: form.errors[name],
  });

  function dateTime(which: 'start' | 'end', label: string) {
    const periodField = `${which}Period` as const;
    return (
      <div className={styles.dateTime}>
        <div className={styles.dateField}>
          <TextField {...text(`${which}Date`)} label={`${label} date`} type="date" isRequired />
        </div>
        <Select {...select(`${which}Time`)} label={`${label} time`} items={timeItems} />
        <Stack space="1">
          <Text as="span" size="sm" weight="medium" aria-hidden="true">
            AM/PM
          </Text>
          <ToggleButtonGroup
            aria-label={`${label} time AM or PM`}
            selectedKey={form.values[periodField] || undefined}
            onSelectionChange={(key) => form.setValue(periodField, String(key))}
          >
            {PERIODS.map((period) => (
              <ToggleButton key={period} id={period}>
                {period}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </div>
    );
  }

  return (
    <form {...form.formProps} className={styles.form} aria-label={event ? 'Edit event' : 'Create event'}>
      <TextField {...text('title')} label="Event Name" isRequired />
      <Select {...select('category')} label="Category" items={categoryItems} placeholder="Choose a category" isRequired />
      <PhotoField
        label="Banner"
        description="The picture at the top of your event's page"
        maxFiles={1}
        keys={form.values.bannerKey ? [form.values.bannerKey] : []}
        onChange={([key]) => form.setValue('bannerKey', key ?? '')}
        knownUrls={event?.image ? { [event.image.key]: event.image.url } : {}}
        validationError={form.errors.bannerKey}
      />
      <RichTextEditor
        label="Description"
        isRequired
        defaultValue={event?.descriptionHtml}
        storageKey={draftKey}
        onChange={(html) => form.setValue('descriptionHtml', html)}
        validationError={form.errors.descriptionHtml}
      />
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="4">
        <TextField {...text('venue')} label="Location of event" isRequired />
        <TextField {...text('locationTips')} label="Location Tips" description="Optional, e.g. the gate to use" />
      </Tiles>
      <Select {...select('format')} label="Format" items={formatItems} />
      {dateTime('start', 'Start')}
      {dateTime('end', 'End')}
      <div>
        <TextField
          {...text('customSlug')}
          label="Custom URL"
          description={`${ticketPrefix()}${slug.trim().toLowerCase() || 'your-event'}`}
          autoComplete="off"
        />
        <div className={styles.slugStatus} role="status">
          {slugCheck.state === 'checking' && (
            <Text as="span" tone="muted">
              Checking…
            </Text>
          )}
          {slugCheck.state === 'available' && (
            <Text as="span" tone="positive" weight="medium">
              Available
            </Text>
          )}
          {slugCheck.state === 'taken' && (
            <>
              <Text as="span" tone="critical" weight="medium">
                Taken
              </Text>
              {slugCheck.suggestion && (
                <Button variant="transparent" size="sm" onPress={() => form.setValue('customSlug', slugCheck.suggestion ?? '')}>
                  {`Use ${slugCheck.suggestion}`}
                </Button>
              )}
            </>
          )}
          {slugCheck.state === 'failed' && (
            <Text as="span" tone="muted">
              {slugCheck.message}
            </Text>
          )}
        </div>
      </div>
      <div className={styles.group} role="group" aria-labelledby="ticket-social-title">
        <Text as="span" size="md" weight="semibold" id="ticket-social-title">
          Social links
        </Text>
        <Tiles columns={{ mobile: 1, tablet: 2 }} space="4">
          <TextField {...text('instagram')} label="Instagram" type="url" placeholder="https://instagram.com/…" />
          <TextField {...text('twitter')} label="Twitter" type="url" placeholder="https://x.com/…" />
          <TextField {...text('telegram')} label="Telegram" type="url" placeholder="https://t.me/…" />
          <TextField {...text('website')} label="Website" type="url" placeholder="https://…" />
        </Tiles>
      </div>
      <div className={styles.group} role="group" aria-labelledby="ticket-tiers-title">
        <Text as="span" size="md" weight="semibold" id="ticket-tiers-title">
          Ticket variations
        </Text>
        {rows.map((row, index) => (
          <div key={row} className={styles.tierRow} role="group" aria-label={`Ticket variation ${index + 1}`}>
            <TextField {...text(tierField(row, 'name'))} label="Ticket name" placeholder="Regular" isRequired />
            <TextField
              {...text(tierField(row, 'price'))}
              label="Ticket price (₦)"
              inputMode="decimal"
              description="0 for free"
              isRequired
            />
            <TextField {...text(tierField(row, 'quantity'))} label="Quantity" inputMode="numeric" isRequired />
            <div className={styles.tierWide}>
              <TextField {...text(tierField(row, 'description'))} label="Ticket description" description="Optional" />
            </div>
            <div>
              <Button
                variant="transparent"
                size="sm"
                iconStart={<Trash2 size={16} aria-hidden="true" />}
                isDisabled={rows.length === 1}
                onPress={() => removeRow(row)}
                aria-label={`Remove ticket variation ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            size="sm"
            iconStart={<Plus size={16} aria-hidden="true" />}
            isDisabled={rows.length >= MAX_TICKET_TIERS}
            onPress={addRow}
          >
            Add ticket variation
          </Button>
        </div>
      </div>
      <FormError message={formError ?? form.errors.tiers ?? null} />
      <Inline space="3" align="right">
        <LinkButton href={listings} variant="outline">
          Cancel
        </LinkButton>
        <Button type="submit" isPending={form.isPending}>
          {event ? 'Save changes' : 'Create Ticket'}
        </Button>
      </Inline>
    </form>
  );
}
