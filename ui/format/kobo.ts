const groupedWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * An amount given in KOBO (a whole number; ₦1 = 100 kobo) written as naira: the sign, then
 * the grouped number: 2450000 -> '₦24,500', -250000 -> '-₦2,500'. Kobo show only when there
 * are any: 125050 -> '₦1,250.50'. Throws a RangeError for anything but a safe integer, so an
 * amount in naira or a float passed by mistake fails loudly instead of showing 1/100 of it.
 */
export function formatKobo(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`formatKobo needs a whole number of kobo, got ${kobo}`);
  const magnitude = Math.abs(kobo);
  const naira = groupedWhole.format(Math.trunc(magnitude / 100));
  const rest = magnitude % 100;
  const number = rest === 0 ? naira : `${naira}.${String(rest).padStart(2, '0')}`;
  return `${kobo < 0 ? '-' : ''}₦${number}`;
}
