/**
 * The prohibited-items check on a listing's create and edit (contract/prohibitedItems.ts,
 * docs/trust-and-safety.md): a listing whose words name something Kampus does not allow is held
 * for review (hidden, and in the moderation queue) instead of going live, and its seller is told.
 */
import { describeProhibitedMatches, LISTING_HELD_FOR_REVIEW, prohibitedMatches } from '../../../contract';
import type { Database } from '../../db/database';
import { notify } from '../notification/notify';
import { holdListingForReview } from '../safety/hold';

/** The seller's listings page, where a held listing shows why (client/paths.ts, which the server may not import). */
const SELLER_LISTINGS_PATH = '/seller/dashboard/listings';

export const HELD_TITLE = 'Listing held for review';

export interface ListingWords {
  kind: 'product' | 'event';
  id: string;
  ownerId: string;
  title: string;
  /** Every text the seller wrote that buyers read: title, description, brand or venue. */
  texts: readonly (string | null | undefined)[];
  /**
   * The same texts before an edit. Only words the edit brings in hold it, so a listing staff
   * restored after a review is not held again when its seller changes the price.
   */
  textsBefore?: readonly (string | null | undefined)[];
  now: Date;
  publicOrigin: string | undefined;
}

const joined = (texts: readonly (string | null | undefined)[]) => texts.filter(Boolean).join('\n');

/** In the caller's transaction: holds the listing when its words are prohibited; whether it did. */
export async function holdIfProhibited(tx: Database, listing: ListingWords): Promise<boolean> {
  const before = new Set(prohibitedMatches(joined(listing.textsBefore ?? [])).map((match) => match.term));
  const found = prohibitedMatches(joined(listing.texts)).filter((match) => !before.has(match.term));
  if (found.length === 0) return false;

  await holdListingForReview(tx, {
    kind: listing.kind,
    id: listing.id,
    ownerId: listing.ownerId,
    note: `Held by the prohibited-items check: ${describeProhibitedMatches(found)}`,
    now: listing.now,
  });
  const body = `"${listing.title}": ${LISTING_HELD_FOR_REVIEW}`;
  await notify(
    tx,
    [
      {
        userId: listing.ownerId,
        kind: 'system',
        title: HELD_TITLE,
        body,
        link: SELLER_LISTINGS_PATH,
        email: {
          subject: `Kampus: ${HELD_TITLE}`,
          text: `${body}\n\nSee your listings: ${listing.publicOrigin ?? ''}${SELLER_LISTINGS_PATH}\n`,
        },
      },
    ],
    listing.now,
  );
  return true;
}

/** What the create or edit answer adds when the listing was held: `message` for the seller. */
export const heldMessage = (held: boolean): { message?: string } => (held ? { message: LISTING_HELD_FOR_REVIEW } : {});
