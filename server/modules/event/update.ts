import { and, asc, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { LISTING_HIDDEN_BY_STAFF } from '../../../contract';
import type { updateEventBodySchema } from '../../../contract';
import { isUniqueViolation } from '../../db/database';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { assertOwnPublicImages } from '../file/listing-images';
import { isUuid } from '../listing/params';
import { holdIfProhibited } from '../listing/prohibited-hold';
import { cleanDescription } from '../listing/sanitize';
import { listingSlugRedirects } from '../listing/schema';
import { isSlugTaken } from '../listing/slug';
import { applyDateChange } from '../ticket/date-change';
import { ticketOrderLines, ticketOrders } from '../ticket/schema';
import { assertDistinctTierNames, cheapest, tierValues, urlTaken } from './create';
import type { TierInput } from './create';
import { events, ticketTiers } from './schema';

export type UpdateEventInput = v.InferOutput<typeof updateEventBodySchema>;

/** The seller's own event, or 404 (someone else's event is not found, not forbidden). */
export async function ownEvent(services: Services, user: SessionUser, id: string) {
  const [row] = isUuid(id)
    ? await services.db
        .select()
        .from(events)
        .where(and(eq(events.id, id), eq(events.sellerId, user.id)))
    : [];
  if (!row) throw notFound('Event not found');
  return row;
}

export const CANCELLED_EVENT = 'A cancelled event cannot be changed.';

/** 422 on `tiers`, naming the tier the change would break. */
const tierRefused = (message: string) => new ApiError(422, message, { tiers: message });

/**
 * The tiers as sent, matched by name to the tiers there are: a matched tier keeps its id (and
 * what it sold), the others are added or removed. A tier can be neither cut below what it sold
 * nor removed once sold or named by a ticket order, whatever became of that order (422).
 * `ordered` holds the ids of the tiers that ticket orders name.
 */
function planTiers(existing: (typeof ticketTiers.$inferSelect)[], wanted: TierInput[], ordered: ReadonlySet<string>) {
  assertDistinctTierNames(wanted);
  const byName = new Map(existing.map((tier) => [tier.name.toLowerCase(), tier]));
  const kept = new Set<string>();
  const updates = wanted.map((tier, position) => {
    const match = byName.get(tier.name.toLowerCase());
    if (match) {
      kept.add(match.id);
      if (tier.quantity < match.sold)
        throw tierRefused(
          `${match.name} has sold ${match.sold} ticket${match.sold === 1 ? '' : 's'}: its quantity cannot be less than that`,
        );
    }
    return { tier, position, id: match?.id };
  });
  const removed = existing.filter((tier) => !kept.has(tier.id));
  const sold = removed.find((tier) => tier.sold > 0 || ordered.has(tier.id));
  if (sold)
    throw tierRefused(`${sold.name} has ticket orders and cannot be removed; set its quantity to what it sold to stop its sales`);
  return { updates, removedIds: removed.map((tier) => tier.id) };
}

/**
 * PATCH /v1/events/{id}: the seller changes any field; a new custom URL leaves a redirect from the
 * old one. Once tickets are sold, dates move only as `ticket/date-change.ts` allows. New words
 * that name a prohibited item hold the event for review in the same transaction (`held`).
 */
export async function updateEvent(
  services: Services,
  user: SessionUser,
  id: string,
  input: UpdateEventInput,
): Promise<{ held: boolean }> {
  const { db, clock, config } = services;
  const event = await ownEvent(services, user, id);
  if (event.status === 'archived') throw conflict('An archived listing cannot be changed');
  if (event.hiddenAt && input.status === 'active') throw forbidden(LISTING_HIDDEN_BY_STAFF);
  if (event.cancelledAt) throw conflict(CANCELLED_EVENT);
  const startsAt = input.startsAt ? new Date(input.startsAt) : event.startsAt;
  const endsAt = input.endsAt ? new Date(input.endsAt) : event.endsAt;
  if (endsAt <= startsAt)
    throw badRequest('End date must be after the start date', { endsAt: 'End date must be after the start date' });
  if (input.bannerKey) await assertOwnPublicImages(db, user.id, [input.bannerKey], 'bannerKey');
  const newSlug = input.customSlug && input.customSlug !== event.slug ? input.customSlug : undefined;
  /** `slug` among this event's own old URLs (taken, but by the event itself). */
  const ownOldSlug = (slug: string) =>
    and(
      eq(listingSlugRedirects.listingType, 'tickets'),
      eq(listingSlugRedirects.slug, slug),
      eq(listingSlugRedirects.eventId, event.id),
    );
  if (newSlug && (await isSlugTaken(db, 'tickets', newSlug))) {
    const [ownOld] = await db.select({ slug: listingSlugRedirects.slug }).from(listingSlugRedirects).where(ownOldSlug(newSlug));
    if (!ownOld) throw urlTaken();
  }
  const description = input.descriptionHtml === undefined ? undefined : cleanDescription(input.descriptionHtml);
  const now = clock.now();

  return db
    .transaction(async (tx) => {
      // The event row first (a cancellation moves it, a purchase shares it), then its waiting
      // ticket orders when the start moves, then the tiers, locked against purchases until the
      // change commits, so no tier ends below what it sold. 'No key update' (not 'update'): a
      // payment confirmation holding an order inserts tickets, whose key check must not wait here.
      const [live] = await tx
        .select({
          cancelledAt: events.cancelledAt,
          startsAt: events.startsAt,
          endsAt: events.endsAt,
          latestShownEndsAt: events.latestShownEndsAt,
        })
        .from(events)
        .where(eq(events.id, event.id))
        .for('no key update');
      if (!live) throw notFound('Event not found');
      if (live.cancelledAt) throw conflict(CANCELLED_EVENT);
      const dates = await applyDateChange(
        tx,
        services,
        { ...live, id: event.id, title: input.title ?? event.title },
        { startsAt: input.startsAt ? startsAt : undefined, endsAt: input.endsAt ? endsAt : undefined },
        now,
      );
      const existing = input.tiers
        ? await tx.select().from(ticketTiers).where(eq(ticketTiers.eventId, event.id)).orderBy(asc(ticketTiers.id)).for('update')
        : [];
      const ordered = input.tiers
        ? new Set(
            (
              await tx
                .selectDistinct({ tierId: ticketOrderLines.tierId })
                .from(ticketOrderLines)
                .innerJoin(ticketOrders, eq(ticketOrders.id, ticketOrderLines.orderId))
                .where(eq(ticketOrders.eventId, event.id))
            ).map((row) => row.tierId),
          )
        : new Set<string>();
      const plan = input.tiers ? planTiers(existing, input.tiers, ordered) : undefined;
      if (newSlug) {
        // Back to one of its own old URLs: that one stops redirecting.
        await tx.delete(listingSlugRedirects).where(ownOldSlug(newSlug));
        await tx
          .insert(listingSlugRedirects)
          .values({ listingType: 'tickets', slug: event.slug, eventId: event.id, createdAt: now });
      }
      if (plan) {
        if (plan.removedIds.length > 0) await tx.delete(ticketTiers).where(inArray(ticketTiers.id, plan.removedIds));
        for (const { tier, position, id: tierId } of plan.updates) {
          const values = tierValues(event.id, tier, position);
          if (tierId) await tx.update(ticketTiers).set(values).where(eq(ticketTiers.id, tierId));
          else await tx.insert(ticketTiers).values(values);
        }
      }
      await tx
        .update(events)
        .set({
          slug: newSlug,
          title: input.title,
          category: input.category,
          descriptionHtml: description?.html,
          descriptionText: description?.text,
          venue: input.venue,
          ...('locationTips' in input ? { locationTips: input.locationTips ?? null } : {}),
          format: input.format,
          startsAt: dates.startsAt,
          endsAt: dates.endsAt,
          latestShownEndsAt: dates.latestShownEndsAt,
          bannerKey: input.bannerKey,
          ...(input.socialLinks
            ? {
                instagram: input.socialLinks.instagram ?? null,
                twitter: input.socialLinks.twitter ?? null,
                telegram: input.socialLinks.telegram ?? null,
                website: input.socialLinks.website ?? null,
              }
            : {}),
          priceFromKobo: input.tiers ? cheapest(input.tiers) : undefined,
          status: input.status,
          updatedAt: now,
        })
        .where(and(eq(events.id, event.id), eq(events.sellerId, user.id)));
      const title = input.title ?? event.title;
      const held = await holdIfProhibited(tx, {
        kind: 'event',
        id: event.id,
        ownerId: user.id,
        title,
        texts: [title, description?.text ?? event.descriptionText, input.venue ?? event.venue],
        textsBefore: [event.title, event.descriptionText, event.venue],
        now,
        publicOrigin: config.publicOrigin,
      });
      return { held };
    })
    .catch((error: unknown) => {
      // Another event took the custom URL between the check and the write.
      if (newSlug && isUniqueViolation(error)) throw urlTaken();
      throw error;
    });
}
