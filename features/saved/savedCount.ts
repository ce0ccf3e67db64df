const plural = new Intl.PluralRules('en');
const number = new Intl.NumberFormat('en');

/**
 * The saved-items line, in the grammar of its count: 'You have no saved items',
 * 'You have 1 saved item', 'You have 1,204 saved items'.
 */
export function savedCountText(count: number): string {
  if (count === 0) return 'You have no saved items';
  const noun = plural.select(count) === 'one' ? 'item' : 'items';
  return `You have ${number.format(count)} saved ${noun}`;
}
