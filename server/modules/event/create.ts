import type * as v from 'valibot';
import type { createEventBodySchema } from '../../../contract';
import { isUniqueViolation } from '../../db/database';
import { ApiError, badRequest, invalidField } from '../../http/api-error';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { assertOwnPublicImages } from '../file/listing-images';
import { holdIfProhibited } from '../listing/prohibited-hold';
import { newListingValues } from '../listing/shared-fields';
import { assertVerifiedSeller } from '../listing/seller-guard';
import { freeSlug, isSlugTaken, slugify, withRandomSuffix } from '../listing/slug';
import { events, ticketTiers } from './schema';

export type CreateEventInput = v.InferOutput<typeof createEventBodySchema>;
export type TierInput = CreateEventInput['tiers'][number];

export const URL_TAKEN = 'This URL is taken';

/** 409 on `customSlug`: another event has (or had) this custom URL. */
export const urlTaken = () => new ApiError(409, URL_TAKEN, { customSlug: URL_TAKEN });

/** Tier names identify tiers when a seller edits the list, so each must be its own. */
export function assertDistinctTierNames(tiers: TierInput[]): void {
  const names = tiers.map((tier) => tier.name.toLowerCase());
  if (new Set(names).size !== names.length) throw invalidField('tiers', 'Each ticket variation needs its own name');
}

export function tierValues(eventId: string, tier: TierInput, position: number) {
  return {
    eventId,
    position,
    name: tier.name,
    priceKobo: tier.priceKobo,
    quantity: tier.quantity,
    description: tier.description ?? '',
    seatsPerTicket: tier.seatsPerTicket ?? 1,
  };
}

export const cheapest = (tiers: { priceKobo: number }[]) => Math.min(...tiers.map((tier) => tier.priceKobo));

/**
 * POST /v1/events: a verified seller lists an event with its ticket tiers, in one transaction.
 * A custom URL must be free (409 otherwise); without one the slug comes from the title. An event
 * whose words name a prohibited item is held for review in the same transaction (`held`).
 */
export async function createEvent(
  services: Services,
  user: SessionUser,
  input: CreateEventInput,
): Promise<{ id: string; held: boolean }> {
  const { db, clock, config } = services;
  assertVerifiedSeller(user);
  const now = clock.now();
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt <= now) throw badRequest('End date must be in the future', { endsAt: 'End date must be in the future' });
  assertDistinctTierNames(input.tiers);
  await assertOwnPublicImages(db, user.id, [input.bannerKey], 'bannerKey');
  if (input.customSlug && (await isSlugTaken(db, 'tickets', input.customSlug))) throw urlTaken();

  const values = {
    ...newListingValues(user.id, input),
    venue: input.venue,
    locationTips: input.locationTips ?? null,
    format: input.format,
    startsAt,
    endsAt,
    bannerKey: input.bannerKey,
    instagram: input.socialLinks?.instagram ?? null,
    twitter: input.socialLinks?.twitter ?? null,
    telegram: input.socialLinks?.telegram ?? null,
    website: input.socialLinks?.website ?? null,
    priceFromKobo: cheapest(input.tiers),
    status: 'active' as const,
    createdAt: now,
    updatedAt: now,
  };

  const base = input.customSlug ?? slugify(input.title, 'event');
  let slug = input.customSlug ?? (await freeSlug(db, 'tickets', base));
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(events)
          .values({ ...values, slug })
          .returning({ id: events.id });
        if (!row) throw new Error('event insert returned no row');
        await tx.insert(ticketTiers).values(input.tiers.map((tier, position) => tierValues(row.id, tier, position)));
        const held = await holdIfProhibited(tx, {
          kind: 'event',
          id: row.id,
          ownerId: user.id,
          title: input.title,
          texts: [input.title, values.descriptionText, input.venue],
          now,
          publicOrigin: config.publicOrigin,
        });
        return { id: row.id, held };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A custom URL taken meanwhile is the seller's to change; a made-up one gets a suffix.
      if (input.customSlug) throw urlTaken();
      if (attempt >= 4) throw error;
      slug = withRandomSuffix(base);
    }
  }
}
