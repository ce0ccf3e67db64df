/**
 * Where a finished upload goes in the list: after every file that was there before it was
 * chosen and every file chosen before it, so the list keeps the order the files were chosen in
 * whatever order their uploads finish. `chosenAt` numbers the files chosen in this dropzone;
 * a file without a number (uploaded in an earlier visit, or placed by the person) counts as
 * chosen before.
 */
export function insertInChosenOrder<T extends { key: string }>(
  list: readonly T[],
  added: T,
  chosenAt: ReadonlyMap<string, number>,
): T[] {
  const mine = chosenAt.get(added.key) ?? Number.NEGATIVE_INFINITY;
  let index = list.length;
  while (index > 0) {
    const previous = chosenAt.get(list[index - 1]?.key ?? '') ?? Number.NEGATIVE_INFINITY;
    if (previous < mine) break;
    index -= 1;
  }
  return [...list.slice(0, index), added, ...list.slice(index)];
}

/** `list` with the file `key` moved to `toIndex` (clamped to the list); unchanged when it is not there. */
export function moveTo<T extends { key: string }>(list: readonly T[], key: string, toIndex: number): T[] {
  const from = list.findIndex((file) => file.key === key);
  const moving = list[from];
  if (moving === undefined) return [...list];
  const rest = list.filter((file) => file.key !== key);
  const to = Math.max(0, Math.min(rest.length, toIndex));
  return [...rest.slice(0, to), moving, ...rest.slice(to)];
}

/** `list` with the files `keys` (in their current order) dropped before or after the file `target`. */
export function dropAt<T extends { key: string }>(
  list: readonly T[],
  keys: ReadonlySet<string>,
  target: string,
  position: 'before' | 'after',
): T[] {
  if (keys.has(target)) return [...list];
  const moving = list.filter((file) => keys.has(file.key));
  const rest = list.filter((file) => !keys.has(file.key));
  const at = rest.findIndex((file) => file.key === target);
  if (at === -1) return [...list];
  const index = position === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...moving, ...rest.slice(index)];
}
