/**
 * The pure logic of OtpInput: a code is held as one slot per box, each '' or one digit.
 * As a string (the `value` of OtpInput), a slot is one character and an empty slot before
 * a filled one is a space, so '12 4' means boxes 1, 2 and 4 are filled.
 */
export type Slots = readonly string[];

const EMPTY_IN_VALUE = ' ';

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export function slotsFromValue(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value.charAt(index);
    return /^\d$/.test(char) ? char : '';
  });
}

export function valueFromSlots(slots: Slots): string {
  return slots
    .map((slot) => slot || EMPTY_IN_VALUE)
    .join('')
    .trimEnd();
}

export function isComplete(slots: Slots): boolean {
  return slots.length > 0 && slots.every((slot) => slot !== '');
}

/** Where typing would go next: the first empty box, or the last box when all are filled. */
export function firstEmptyIndex(slots: Slots): number {
  const index = slots.indexOf('');
  return index === -1 ? Math.max(0, slots.length - 1) : index;
}

export function withSlot(slots: Slots, index: number, digit: string): string[] {
  return slots.map((slot, i) => (i === index ? digit : slot));
}

/**
 * Puts pasted or autofilled text into the boxes. A whole code (at least as many digits as
 * boxes) replaces every box from the first; a shorter run fills from `index` onwards.
 * Returns the new slots and the box to focus next, or null when the text had no digits.
 */
export function pasteIntoSlots(slots: Slots, index: number, text: string): { slots: string[]; focusIndex: number } | null {
  const digits = onlyDigits(text);
  if (!digits) return null;
  const start = digits.length >= slots.length ? 0 : index;
  const next = slots.map((slot, i) => (i >= start && i - start < digits.length ? (digits[i - start] ?? slot) : slot));
  const lastFilled = Math.min(start + digits.length, slots.length) - 1;
  return { slots: next, focusIndex: Math.min(lastFilled + 1, slots.length - 1) };
}

/**
 * The digits a box received from an input event. The box normally holds one digit that is
 * selected on focus, so typing replaces it; when the caret sat beside the old digit instead,
 * the box briefly holds two characters and the new one is the character that is not the old digit.
 */
export function enteredDigits(previous: string, text: string): string {
  const digits = onlyDigits(text);
  if (previous && digits.length === 2) {
    if (digits.startsWith(previous)) return digits.slice(1);
    if (digits.endsWith(previous)) return digits.slice(0, 1);
  }
  return digits;
}
