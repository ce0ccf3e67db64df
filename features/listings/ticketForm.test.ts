import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../client';
import { createEventBodySchema } from '../../contract';
import { sampleEventDetail } from './fixtures';
import {
  completeTicketValues,
  emptyTicketValues,
  fromIsoDateTime,
  ticketFieldOf,
  ticketFormSchema,
  ticketValues,
  TIME_OPTIONS,
  tierField,
  toIsoDateTime,
  type TicketFormValues,
} from './ticketForm';

const filled: TicketFormValues = {
  ...emptyTicketValues(),
  title: 'Tech Week',
  category: 'Tech',
  bannerKey: 'banner.webp',
  descriptionHtml: '<p>Talks</p>',
  venue: 'Main Auditorium',
  startDate: '2026-12-05',
  startTime: '6:00',
  startPeriod: 'PM',
  endDate: '2026-12-05',
  endTime: '11:30',
  endPeriod: 'PM',
  customSlug: 'Tech-Week',
  instagram: 'https://instagram.com/techweek',
  [tierField(0, 'name')]: 'Regular',
  [tierField(0, 'price')]: '0',
  [tierField(0, 'quantity')]: '100',
  [tierField(3, 'name')]: 'VIP',
  [tierField(3, 'price')]: '40,000',
  [tierField(3, 'quantity')]: '20',
};

const check = (values: TicketFormValues, rows = [0, 3]) => checkForm(ticketFormSchema(rows), completeTicketValues(values, rows));

describe('times', () => {
  it('offers 12:00 down to 1:00 in half hours', () => {
    expect(TIME_OPTIONS[0]).toBe('12:00');
    expect(TIME_OPTIONS[1]).toBe('11:30');
    expect(TIME_OPTIONS.at(-1)).toBe('1:00');
    expect(TIME_OPTIONS).toHaveLength(23);
  });

  it('reads a day, time and AM/PM as Lagos time, and back', () => {
    expect(toIsoDateTime('2026-12-05', '12:00', 'AM')).toBe('2026-12-05T00:00:00+01:00');
    expect(toIsoDateTime('2026-12-05', '12:30', 'PM')).toBe('2026-12-05T12:30:00+01:00');
    expect(toIsoDateTime('2026-12-05', '6:00', 'PM')).toBe('2026-12-05T18:00:00+01:00');
    expect(fromIsoDateTime('2026-12-05T17:00:00.000Z')).toEqual({ date: '2026-12-05', time: '6:00', period: 'PM' });
    expect(fromIsoDateTime('2026-12-04T23:30:00Z')).toEqual({ date: '2026-12-05', time: '12:30', period: 'AM' });
  });
});

describe('ticketFormSchema', () => {
  it('reports every missing field, each ticket variation included', () => {
    const result = check(emptyTicketValues(), [0]);
    expect(result).toEqual({
      success: false,
      errors: {
        title: 'Event name is a required field',
        category: 'Category is a required field',
        bannerKey: 'Add a banner image',
        descriptionHtml: 'Description is a required field',
        venue: 'Location of event is a required field',
        startDate: 'Start date is a required field',
        endDate: 'End date is a required field',
        'tier.0.name': 'Ticket name is a required field',
        'tier.0.price': 'Ticket price is a required field',
      },
    });
  });

  it('builds a body the contract accepts, rows in screen order', () => {
    const result = check(filled);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output).toMatchObject({
      startsAt: '2026-12-05T18:00:00+01:00',
      endsAt: '2026-12-05T23:30:00+01:00',
      customSlug: 'tech-week',
      socialLinks: { instagram: 'https://instagram.com/techweek', twitter: null, telegram: null, website: null },
      tiers: [
        { name: 'Regular', priceKobo: 0, quantity: 100, description: null },
        { name: 'VIP', priceKobo: 4_000_000, quantity: 20, description: null },
      ],
    });
    expect(v.safeParse(createEventBodySchema, result.output).success).toBe(true);
  });

  it('wants the end after the start, https links and a clean custom URL', () => {
    expect(check({ ...filled, endTime: '6:00' })).toMatchObject({
      errors: { endDate: 'End date must be after the start date' },
    });
    expect(check({ ...filled, twitter: 'twitter.com/x', customSlug: 'no spaces' })).toMatchObject({
      errors: {
        twitter: 'Twitter must be a link starting with https://',
        customSlug: 'Custom URL may contain only letters, digits and dashes',
      },
    });
  });
});

describe('editing', () => {
  it('fills the form from an event', () => {
    const values = ticketValues(sampleEventDetail);
    const rows = sampleEventDetail.tiers.map((_, row) => row);
    expect(check(values, rows).success).toBe(true);
  });

  it('puts the server’s messages on the row they belong to', () => {
    expect(ticketFieldOf('tiers.1.priceKobo', [0, 4])).toBe('tier.4.price');
    expect(ticketFieldOf('endsAt', [0])).toBe('endDate');
    expect(ticketFieldOf('socialLinks.website', [0])).toBe('website');
  });
});
