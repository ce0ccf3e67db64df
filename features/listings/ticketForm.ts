/**
 * The ticket form's rules: dates typed as a day, a time (12:00 down to 1:00 in half hours) and
 * AM/PM in Lagos time, ticket variations as rows, and how it all becomes the request body.
 */
import * as v from 'valibot';
import {
  eventCategories,
  eventFormats,
  MAX_TICKET_TIERS,
  optionalText,
  requiredText,
  richTextField,
  slugField,
  type CreateEventBody,
  type EventDetail,
  type EventFormat,
} from '../../contract';
import { nairaAmount, nairaText, wholeNumber } from './productForm';

/** The times offered: 12:00, 11:30, 11:00 … 1:30, 1:00. */
export const TIME_OPTIONS: readonly string[] = Array.from({ length: 23 }, (_, index) => {
  const minutes = 12 * 60 - index * 30;
  return `${Math.floor(minutes / 60)}:${minutes % 60 === 0 ? '00' : '30'}`;
});

export const PERIODS = ['AM', 'PM'] as const;
export type Period = (typeof PERIODS)[number];

/** Nigeria keeps West Africa Time all year: UTC+1, no daylight saving. */
export const LAGOS_OFFSET = '+01:00';
const LAGOS_OFFSET_MINUTES = 60;

export const formatLabels: Record<EventFormat, string> = { physical: 'Physical', virtual: 'Virtual', hybrid: 'Hybrid' };

/** A day, a time from TIME_OPTIONS and AM/PM as an ISO date-time in Lagos time. */
export function toIsoDateTime(date: string, time: string, period: Period): string {
  const [hourText = '12', minute = '00'] = time.split(':');
  const hour12 = Number(hourText) % 12;
  const hour = period === 'PM' ? hour12 + 12 : hour12;
  return `${date}T${String(hour).padStart(2, '0')}:${minute}:00${LAGOS_OFFSET}`;
}

/** An ISO date-time split into the form's day, time and AM/PM in Lagos time. */
export function fromIsoDateTime(iso: string): { date: string; time: string; period: Period } {
  const lagos = new Date(Date.parse(iso) + LAGOS_OFFSET_MINUTES * 60_000);
  const date = lagos.toISOString().slice(0, 10);
  const hours = lagos.getUTCHours();
  const minutes = lagos.getUTCMinutes() < 30 ? '00' : '30';
  return { date, time: `${hours % 12 === 0 ? 12 : hours % 12}:${minutes}`, period: hours < 12 ? 'AM' : 'PM' };
}

const scalarFields = [
  'title',
  'category',
  'bannerKey',
  'descriptionHtml',
  'venue',
  'locationTips',
  'format',
  'startDate',
  'startTime',
  'startPeriod',
  'endDate',
  'endTime',
  'endPeriod',
  'customSlug',
  'instagram',
  'twitter',
  'telegram',
  'website',
] as const;
export type TicketScalarField = (typeof scalarFields)[number];

export const tierParts = ['name', 'price', 'quantity', 'description'] as const;
export type TierPart = (typeof tierParts)[number];
/** A ticket variation's field: `tier.{row}.{part}`, the row being a stable id, not its position. */
export type TierField = `tier.${number}.${TierPart}`;
export type TicketField = TicketScalarField | TierField | 'tiers';

export function tierField(row: number, part: TierPart): TierField {
  return `tier.${row}.${part}`;
}

/** The form's fields in screen order, for the rows shown. */
export function ticketFields(rows: readonly number[]): TicketField[] {
  const [first, ...rest] = scalarFields;
  const beforeTiers = [first, ...rest];
  return [...beforeTiers, ...rows.flatMap((row) => tierParts.map((part) => tierField(row, part))), 'tiers'];
}

const dateField = (label: string) =>
  v.pipe(v.string(), v.nonEmpty(`${label} is a required field`), v.isoDate(`${label} must be a date`));

const linkField = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (text) => text === '' || (/^https:\/\/\S+\.\S+/.test(text) && URL.canParse(text)),
      `${label} must be a link starting with https://`,
    ),
  );

/** The whole form checked and turned into POST /v1/events' body, for the ticket variation rows shown. */
export function ticketFormSchema(rows: readonly number[]) {
  const tierEntries = Object.fromEntries(
    rows.flatMap((row) => [
      [tierField(row, 'name'), requiredText('Ticket name', 40)],
      [tierField(row, 'price'), nairaAmount('Ticket price', { allowZero: true })],
      [tierField(row, 'quantity'), wholeNumber('Ticket quantity', 1, 100_000)],
      [tierField(row, 'description'), optionalText('Ticket description', 200)],
    ]),
  ) as Record<TierField, v.GenericSchema<string, unknown>>;

  return v.pipe(
    v.object({
      title: requiredText('Event name', 120),
      category: v.picklist(eventCategories, 'Category is a required field'),
      bannerKey: v.pipe(v.string(), v.nonEmpty('Add a banner image')),
      descriptionHtml: richTextField('Description'),
      venue: requiredText('Location of event', 200),
      locationTips: optionalText('Location tips', 200),
      format: v.picklist(eventFormats, 'Format is a required field'),
      startDate: dateField('Start date'),
      startTime: v.picklist(TIME_OPTIONS, 'Start time is a required field'),
      startPeriod: v.picklist(PERIODS, 'Choose AM or PM'),
      endDate: dateField('End date'),
      endTime: v.picklist(TIME_OPTIONS, 'End time is a required field'),
      endPeriod: v.picklist(PERIODS, 'Choose AM or PM'),
      customSlug: v.union(
        [v.literal(''), slugField('Custom URL')],
        (issue) => issue.issues?.at(-1)?.message ?? 'Custom URL may contain only letters, digits and dashes',
      ),
      instagram: linkField('Instagram'),
      twitter: linkField('Twitter'),
      telegram: linkField('Telegram'),
      website: linkField('Website'),
      ...tierEntries,
    }),
    v.forward(
      v.partialCheck(
        [['startDate'], ['startTime'], ['startPeriod'], ['endDate'], ['endTime'], ['endPeriod']],
        (d) =>
          Date.parse(toIsoDateTime(d.endDate, d.endTime, d.endPeriod)) >
          Date.parse(toIsoDateTime(d.startDate, d.startTime, d.startPeriod)),
        'End date must be after the start date',
      ),
      ['endDate'],
    ),
    v.transform((values): CreateEventBody => {
      const at = (part: TierPart, row: number) => (values as Record<string, unknown>)[tierField(row, part)];
      return {
        title: values.title,
        category: values.category,
        descriptionHtml: values.descriptionHtml,
        venue: values.venue,
        locationTips: values.locationTips ?? null,
        format: values.format,
        startsAt: toIsoDateTime(values.startDate, values.startTime, values.startPeriod),
        endsAt: toIsoDateTime(values.endDate, values.endTime, values.endPeriod),
        bannerKey: values.bannerKey,
        ...(values.customSlug ? { customSlug: values.customSlug } : {}),
        socialLinks: {
          instagram: values.instagram || null,
          twitter: values.twitter || null,
          telegram: values.telegram || null,
          website: values.website || null,
        },
        tiers: rows.map((row) => ({
          name: at('name', row) as string,
          priceKobo: at('price', row) as number,
          quantity: at('quantity', row) as number,
          description: (at('description', row) as string | undefined) ?? null,
        })),
      };
    }),
  );
}

export type TicketFormValues = Partial<Record<TicketField, string>>;

/** Every field of the rows shown, '' where `values` has none: what the form's rules read. */
export function completeTicketValues(values: TicketFormValues, rows: readonly number[]): Record<TicketField, string> {
  return Object.fromEntries(ticketFields(rows).map((field) => [field, values[field] ?? ''])) as Record<TicketField, string>;
}

/** An empty form with one ticket variation (row 0). */
export function emptyTicketValues(): TicketFormValues {
  return {
    format: 'physical',
    startTime: '12:00',
    startPeriod: 'PM',
    endTime: '12:00',
    endPeriod: 'PM',
    [tierField(0, 'quantity')]: '1',
  };
}

/** The form filled from an event, its tiers as rows 0, 1, 2 …; with the banner's key. */
export function ticketValues(event: EventDetail): TicketFormValues {
  const start = fromIsoDateTime(event.startsAt);
  const end = fromIsoDateTime(event.endsAt);
  const values: TicketFormValues = {
    title: event.title,
    category: event.category,
    bannerKey: event.image?.key ?? '',
    descriptionHtml: event.descriptionHtml,
    venue: event.venue,
    locationTips: event.locationTips ?? '',
    format: event.format,
    startDate: start.date,
    startTime: start.time,
    startPeriod: start.period,
    endDate: end.date,
    endTime: end.time,
    endPeriod: end.period,
    customSlug: event.slug,
    instagram: event.socialLinks.instagram ?? '',
    twitter: event.socialLinks.twitter ?? '',
    telegram: event.socialLinks.telegram ?? '',
    website: event.socialLinks.website ?? '',
  };
  event.tiers.forEach((tier, row) => {
    values[tierField(row, 'name')] = tier.name;
    values[tierField(row, 'price')] = nairaText(tier.priceKobo);
    values[tierField(row, 'quantity')] = String(tier.quantity);
    values[tierField(row, 'description')] = tier.description;
  });
  return values;
}

/** Where the server's field messages (keyed by body path) belong on this form. */
export function ticketFieldOf(serverKey: string, rows: readonly number[]): TicketField | undefined {
  const tier = /^tiers\.(\d+)\.(\w+)$/.exec(serverKey);
  if (tier) {
    const row = rows[Number(tier[1])];
    const parts: Record<string, TierPart> = {
      name: 'name',
      priceKobo: 'price',
      quantity: 'quantity',
      description: 'description',
    };
    const part = parts[tier[2] ?? ''];
    return row === undefined || !part ? 'tiers' : tierField(row, part);
  }
  const direct: Record<string, TicketField> = {
    title: 'title',
    category: 'category',
    bannerKey: 'bannerKey',
    descriptionHtml: 'descriptionHtml',
    venue: 'venue',
    locationTips: 'locationTips',
    format: 'format',
    startsAt: 'startDate',
    endsAt: 'endDate',
    customSlug: 'customSlug',
    'socialLinks.instagram': 'instagram',
    'socialLinks.twitter': 'twitter',
    'socialLinks.telegram': 'telegram',
    'socialLinks.website': 'website',
    tiers: 'tiers',
  };
  return direct[serverKey];
}

export { MAX_TICKET_TIERS };
