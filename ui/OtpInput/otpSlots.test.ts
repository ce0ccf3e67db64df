import { describe, expect, it } from 'vitest';
import {
  enteredDigits,
  firstEmptyIndex,
  isComplete,
  onlyDigits,
  pasteIntoSlots,
  slotsFromValue,
  valueFromSlots,
  withSlot,
} from './otpSlots';

describe('onlyDigits', () => {
  it('keeps digits and drops everything else', () => {
    expect(onlyDigits(' 12-34 56')).toBe('123456');
    expect(onlyDigits('a1b2')).toBe('12');
    expect(onlyDigits('code: ')).toBe('');
  });
});

describe('slots and value', () => {
  it('reads a value into one slot per box', () => {
    expect(slotsFromValue('12', 4)).toEqual(['1', '2', '', '']);
    expect(slotsFromValue('12 4', 4)).toEqual(['1', '2', '', '4']);
    expect(slotsFromValue('1a3', 3)).toEqual(['1', '', '3']);
    expect(slotsFromValue('123456', 4)).toEqual(['1', '2', '3', '4']);
    expect(slotsFromValue('', 6)).toEqual(['', '', '', '', '', '']);
  });

  it('writes slots back with a space for a gap and nothing after the last digit', () => {
    expect(valueFromSlots(['1', '2', '', ''])).toBe('12');
    expect(valueFromSlots(['1', '', '', '4'])).toBe('1  4');
    expect(valueFromSlots(['', '', '', ''])).toBe('');
  });

  it('round-trips', () => {
    for (const value of ['', '1', '12 4', ' 234', '1234']) {
      expect(valueFromSlots(slotsFromValue(value, 4))).toBe(value);
    }
  });
});

describe('isComplete and firstEmptyIndex', () => {
  it('is complete only when every box has a digit', () => {
    expect(isComplete(['1', '2', '3', '4'])).toBe(true);
    expect(isComplete(['1', '', '3', '4'])).toBe(false);
    expect(isComplete([])).toBe(false);
  });

  it('points at the first empty box, or the last box when full', () => {
    expect(firstEmptyIndex(['', '', '', ''])).toBe(0);
    expect(firstEmptyIndex(['1', '2', '', '4'])).toBe(2);
    expect(firstEmptyIndex(['1', '2', '3', '4'])).toBe(3);
  });
});

describe('withSlot', () => {
  it('replaces one box and leaves the others', () => {
    expect(withSlot(['1', '2', '3'], 1, '9')).toEqual(['1', '9', '3']);
    expect(withSlot(['1', '2', '3'], 2, '')).toEqual(['1', '2', '']);
  });
});

describe('pasteIntoSlots', () => {
  const empty = ['', '', '', '', '', ''];

  it('fills every box from a whole code, whatever box has focus', () => {
    expect(pasteIntoSlots(empty, 0, '123456')).toEqual({ slots: ['1', '2', '3', '4', '5', '6'], focusIndex: 5 });
    expect(pasteIntoSlots(empty, 3, ' 12-34 56')).toEqual({ slots: ['1', '2', '3', '4', '5', '6'], focusIndex: 5 });
    expect(pasteIntoSlots(['9', '9', '9', '9'], 2, '12345678')).toEqual({ slots: ['1', '2', '3', '4'], focusIndex: 3 });
  });

  it('fills a shorter run from the focused box and focuses the box after it', () => {
    expect(pasteIntoSlots(empty, 2, '12')).toEqual({ slots: ['', '', '1', '2', '', ''], focusIndex: 4 });
    expect(pasteIntoSlots(['1', '2', '', '', '', ''], 2, '345')).toEqual({
      slots: ['1', '2', '3', '4', '5', ''],
      focusIndex: 5,
    });
  });

  it('drops digits that run past the last box', () => {
    expect(pasteIntoSlots(empty, 4, '12345')).toEqual({ slots: ['', '', '', '', '1', '2'], focusIndex: 5 });
  });

  it('ignores text without digits', () => {
    expect(pasteIntoSlots(empty, 0, 'abc')).toBeNull();
  });
});

describe('enteredDigits', () => {
  it('reads a typed digit into an empty or selected box', () => {
    expect(enteredDigits('', '7')).toBe('7');
    expect(enteredDigits('3', '7')).toBe('7');
  });

  it('finds the new digit when the caret sat beside the old one', () => {
    expect(enteredDigits('3', '37')).toBe('7');
    expect(enteredDigits('3', '73')).toBe('7');
    expect(enteredDigits('3', '33')).toBe('3');
  });

  it('passes a whole autofilled code through and drops non-digits', () => {
    expect(enteredDigits('', '123456')).toBe('123456');
    expect(enteredDigits('', 'x')).toBe('');
  });
});
