const wholeNaira = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withKobo = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount in naira as the sign followed by the grouped number: '₦24,500', '-₦2,500'.
 * Kobo show only when there are any: '₦1,250.50'.
 */
export function formatNaira(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatNaira needs a finite amount, got ${amount}`);
  const kobo = Math.round(Math.abs(amount) * 100);
  const naira = kobo / 100;
  const number = kobo % 100 === 0 ? wholeNaira.format(naira) : withKobo.format(naira);
  return `${amount < 0 && kobo > 0 ? '-' : ''}₦${number}`;
}
