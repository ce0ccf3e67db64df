import { formatKobo, type LedgerCheckRunView } from '../../contract';

/** How many problems a run found, in words: 'No differences' or '2 differences'. */
export function findingsText(run: LedgerCheckRunView): string {
  const found = run.balanceDifferences.length + run.unbalancedTransactions.length + run.negativeBalances.length;
  if (found === 0) return 'No differences';
  return `${found} ${found === 1 ? 'difference' : 'differences'}`;
}

/** A signed amount: '+₦50', '−₦50', '₦0'. */
export function signedKobo(kobo: number): string {
  if (kobo === 0) return formatKobo(0);
  return `${kobo > 0 ? '+' : '−'}${formatKobo(Math.abs(kobo))}`;
}

const monthNames = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-11' -> 'November 2026'. */
export function monthText(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return monthNames.format(new Date(Date.UTC(year, number - 1, 1)));
}
