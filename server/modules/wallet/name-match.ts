/**
 * Whether the name a bank gives for an account is "close enough" to the user's verified (KYC)
 * name for withdrawals to go there. The rule:
 *
 * - Both names are compared as words: accents removed (É -> e), case ignored, anything that is
 *   not a letter (hyphens, dots, commas, apostrophes) splits words.
 * - Every word of the verified first name and every word of the verified last name must appear
 *   among the account name's words, in any order, each account word used once. Extra account
 *   words (a middle name, a title) are fine.
 * - A word of four letters or more may differ from its account word by one typo (one letter
 *   added, removed, changed, or two neighbours swapped); shorter words must be exact.
 * - A brand also matches when every word of its registered name appears the same way, as a
 *   business account carries the business's name.
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

/** Optimal string alignment distance (edits with adjacent swaps), stopping early above 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[i]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]! <= 1;
}

const wordMatches = (wanted: string, found: string) => wanted === found || (wanted.length >= 4 && withinOneEdit(wanted, found));

/** Whether every wanted word appears among `available` (each used once), exact words first. */
function allWordsAppear(wanted: string[], available: string[]): boolean {
  if (wanted.length === 0) return false;
  const left = [...available];
  const take = (predicate: (word: string) => boolean) => {
    const at = left.findIndex(predicate);
    if (at === -1) return false;
    left.splice(at, 1);
    return true;
  };
  const pending: string[] = [];
  for (const word of wanted) if (!take((found) => found === word)) pending.push(word);
  return pending.every((word) => take((found) => wordMatches(word, found)));
}

export interface VerifiedName {
  firstname: string;
  lastname: string;
  /** A brand's registered name, when the verified account is a brand. */
  brandName?: string | null;
}

/** Whether `accountName` (as the bank gives it) is close enough to the verified name; see above. */
export function accountNameMatches(accountName: string, verified: VerifiedName): boolean {
  const account = nameWords(accountName);
  const person = [...nameWords(verified.firstname), ...nameWords(verified.lastname)];
  if (nameWords(verified.firstname).length > 0 && nameWords(verified.lastname).length > 0 && allWordsAppear(person, account)) {
    return true;
  }
  const brand = verified.brandName ? nameWords(verified.brandName) : [];
  return brand.length > 0 && allWordsAppear(brand, account);
}

/** Whether two spellings are the same account name (what the user confirmed and what the bank says now). */
export const sameAccountName = (a: string, b: string) => nameWords(a).join(' ') === nameWords(b).join(' ');
