/** How wide a column is: a share of the row, `content` (as wide as its content), or fluid (undefined). */
export type ColumnWidth = '1/2' | '1/3' | '2/3' | '1/4' | '3/4' | '2/5' | '3/5' | '5/12' | '7/12' | 'content';

/** Each share in sixtieths, so that every share is a whole number. */
const sixtieths: Record<Exclude<ColumnWidth, 'content'>, number> = {
  '1/2': 30,
  '1/3': 20,
  '2/3': 40,
  '1/4': 15,
  '3/4': 45,
  '2/5': 24,
  '3/5': 36,
  '5/12': 25,
  '7/12': 35,
};

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The grid-template-columns of a row of columns. Shares become `fr` weights (so the gap is taken
 * out before the shares are given, and `7/12` beside `5/12` is `7fr 5fr`); fluid columns split what
 * the shares leave; `content` columns are `auto`.
 */
export function columnTemplate(widths: ReadonlyArray<ColumnWidth | undefined>): string {
  const shares = widths.map((width) => (width === undefined || width === 'content' ? 0 : sixtieths[width]));
  const fluidCount = widths.filter((width) => width === undefined).length;
  const taken = shares.reduce((sum, share) => sum + share, 0);
  const fluidShare = taken === 0 ? 1 : Math.max(60 - taken, 0) / Math.max(fluidCount, 1);
  const weights = widths.map((width, index) => (width === undefined ? fluidShare : (shares[index] ?? 0)));
  const whole = weights.filter((weight) => weight > 0).every(Number.isInteger);
  const divisor = whole ? weights.reduce((gcd, weight) => (weight > 0 ? greatestCommonDivisor(weight, gcd) : gcd), 0) : 1;
  return widths
    .map((width, index) => (width === 'content' ? 'auto' : `minmax(0, ${(weights[index] ?? 0) / (divisor || 1)}fr)`))
    .join(' ');
}
