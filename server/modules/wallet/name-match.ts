/**
 * Whether the name a bank gives for an account is the user's own verified (KYC) name, so that
 * withdrawals may go there. Money sent to the wrong account cannot be called back, so the rule
 * is strict:
 *
 * - Names are compared as words: accents removed (É -> e), case ignored; spaces, hyphens, full
 *   stops, commas and apostrophes separate words. Any other sign (`&`, `/`, `+`, digits,
 *   brackets) refuses the name: it joins someone or something else to it ("ADA & SONS",
 *   "C/O MUSA BELLO").
 * - The verified first name and last name must both be there, whole and spelt exactly (a bank
 *   name comes from the same identity documents, so one letter off is another person), in
 *   either order: side by side at the start, or one at the start and the other at the end.
 * - Besides them, at most two middle names or initials, between the two names or after both
 *   ("ADA NGOZI OBI", "ADEYEMI TUNDE O."). None of them may be a word that adds another person
 *   or an organisation: `FOR`, `AND`, `LTD`, `ENTERPRISE`, `VENTURES`… (`refusedWords`). Words
 *   before the first name or a third extra word are refused: "MUSA BELLO TUNDE ADEYEMI" is
 *   two people.
 * - A brand's account matches its registered name exactly (the same words in the same order,
 *   `&` read as AND and LIMITED as LTD); its representative's own account matches as anyone's.
 */

/** The words of a name: accents removed, lower case, split on anything that is not a letter. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0);
}

/** Signs a person's name may hold; anything else (`&`, `/`, digits…) joins another party to it. */
const PERSON_NAME = /^[\p{L}\p{M}\s.,'’-]*$/u;

/** The most middle names or initials a person's account name may add to the verified name. */
export const MAX_MIDDLE_NAMES = 2;

/**
 * Words that join another person or an organisation to a name (on behalf of, jointly with, a
 * business or a group), so an account named with one of them is not the user's alone.
 */
export const refusedWords: ReadonlySet<string> = new Set([
  // Joining or acting for someone else.
  'and',
  'or',
  'for',
  'of',
  'with',
  'obo',
  'behalf',
  'care',
  'per',
  'via',
  'attn',
  'trustee',
  'trustees',
  'estate',
  'late',
  // A business or a group.
  'ltd',
  'limited',
  'llc',
  'plc',
  'inc',
  'co',
  'company',
  'companies',
  'enterprise',
  'enterprises',
  'ent',
  'ventures',
  'venture',
  'nig',
  'nigeria',
  'global',
  'int',
  'intl',
  'international',
  'services',
  'service',
  'stores',
  'store',
  'shop',
  'trading',
  'traders',
  'investment',
  'investments',
  'concept',
  'concepts',
  'resources',
  'industries',
  'industry',
  'holdings',
  'group',
  'foundation',
  'association',
  'cooperative',
  'society',
  'church',
  'ministry',
  'ministries',
  'mosque',
  'school',
  'academy',
  'agency',
  'consult',
  'consulting',
  'consultants',
  'solutions',
  'technologies',
  'tech',
  'partners',
  'associates',
  'business',
  'farms',
  'farm',
  'logistics',
  'merchants',
  'hub',
]);

export interface VerifiedName {
  firstname: string;
  lastname: string;
  /** A brand's registered name, when the verified account is a brand. */
  brandName?: string | null;
}

const startsWith = (words: string[], prefix: string[]) => prefix.every((word, at) => words[at] === word);
const endsWith = (words: string[], suffix: string[]) =>
  words.length >= suffix.length && suffix.every((word, at) => words[words.length - suffix.length + at] === word);

/** What a person's account name adds to `lead` and `other` (in that order), or null when they are not both there. */
function middleNames(words: string[], lead: string[], other: string[]): string[] | null {
  if (!startsWith(words, lead)) return null;
  const rest = words.slice(lead.length);
  if (startsWith(rest, other)) return rest.slice(other.length);
  if (rest.length > other.length && endsWith(rest, other)) return rest.slice(0, rest.length - other.length);
  return null;
}

/** Whether `accountName` is the verified person's own name; see the rule above. */
export function personNameMatches(accountName: string, firstname: string, lastname: string): boolean {
  const first = nameWords(firstname);
  const last = nameWords(lastname);
  if (first.length === 0 || last.length === 0) return false;
  if (!PERSON_NAME.test(accountName)) return false;
  const words = nameWords(accountName);
  return [middleNames(words, first, last), middleNames(words, last, first)].some(
    (middle) => middle !== null && middle.length <= MAX_MIDDLE_NAMES && middle.every((word) => !refusedWords.has(word)),
  );
}

/** A business name's words, with `&` read as AND and LIMITED as LTD (banks write either). */
function businessWords(name: string): string[] {
  return nameWords(name.replace(/&/g, ' and ')).map((word) => (word === 'limited' ? 'ltd' : word));
}

/** Whether `accountName` is exactly the brand's registered name. */
export function brandNameMatches(accountName: string, brandName: string): boolean {
  const brand = businessWords(brandName);
  return brand.length > 0 && businessWords(accountName).join(' ') === brand.join(' ');
}

/** Whether `accountName` (as the bank gives it) is the user's own verified name; see above. */
export function accountNameMatches(accountName: string, verified: VerifiedName): boolean {
  return (
    personNameMatches(accountName, verified.firstname, verified.lastname) ||
    (!!verified.brandName && brandNameMatches(accountName, verified.brandName))
  );
}

/** Whether two spellings are the same account name (what the user confirmed and what the bank says now). */
export const sameAccountName = (a: string, b: string) => nameWords(a).join(' ') === nameWords(b).join(' ');
