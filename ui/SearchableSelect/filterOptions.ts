import type { SelectOption } from '../Select';

/** Lower-cased, without accents and with single spaces, so 'obafemi' finds 'Ọbáfẹ́mi'. */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether an option's text contains the typed query, ignoring case; an empty query matches all. */
export function matchesQuery(text: string, query: string): boolean {
  return normalize(text).includes(normalize(query));
}

export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  return options.filter((option) => matchesQuery(option.name, query));
}

/** The option Enter picks: the only one matching the query, or none when zero or several match. */
export function singleMatch<T extends SelectOption>(options: readonly T[], query: string): T | undefined {
  if (normalize(query) === '') return undefined;
  const [first, second] = filterOptions(options, query);
  return second === undefined ? first : undefined;
}
