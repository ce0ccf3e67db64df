import { cleanDescription, summaryOf } from './sanitize';

/** The columns a new listing of any kind opens with (see listingColumns): its seller, title, category and cleaned description. */
export function newListingValues<Category extends string>(
  sellerId: string,
  input: { title: string; category: Category; descriptionHtml: string },
) {
  const description = cleanDescription(input.descriptionHtml);
  return {
    sellerId,
    title: input.title,
    category: input.category,
    descriptionHtml: description.html,
    descriptionText: description.text,
  };
}

/** What a card of any kind of listing opens with: which listing, its title and category, and the description's summary. */
export function listingCardOpening<Category extends string>(row: {
  id: string;
  slug: string;
  title: string;
  category: Category;
  descriptionText: string;
}) {
  return { id: row.id, slug: row.slug, title: row.title, summary: summaryOf(row.descriptionText), category: row.category };
}
