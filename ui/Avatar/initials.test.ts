import { describe, expect, it } from 'vitest';
import { lightTokens } from '../theme/tokens';
import { contrastRatio } from '../theme/contrast';
import { avatarPalette, avatarToneFor, initialsFrom } from './initials';

describe('initialsFrom', () => {
  it.each([
    ['Ada Obi', 'AO'],
    ['Ada Chioma Obi', 'AO'],
    ['  ada   obi  ', 'AO'],
    ['Ada', 'AD'],
    ['A', 'A'],
    ['ọlá àdìgún', 'ỌÀ'],
    ['Émile', 'ÉM'],
    ['Tolu "TJ" Johnson', 'TJ'],
    ['(Chidi) Okeke', 'CO'],
    ["O'Neil Bello", 'OB'],
    ['Ngozi - Eze', 'NE'],
    ['', ''],
    ['   ', ''],
    ['!!!', ''],
  ])('%j -> %j', (name, expected) => {
    expect(initialsFrom(name)).toBe(expected);
  });

  it('keeps a letter with combining accents whole', () => {
    expect(initialsFrom('O\u0323\u0300la')).toBe('Ọ̀L'.normalize('NFC'));
  });
});

describe('avatarToneFor', () => {
  it('is the same for the same name, whatever the case or spacing', () => {
    expect(avatarToneFor('Ada Obi')).toBe(avatarToneFor('  ada   OBI '));
  });

  it('spreads names over every tone of the palette', () => {
    const firstNames = ['Ada', 'Tolu', 'Chidi', 'Ngozi', 'Bola', 'Emeka', 'Fatima', 'Yusuf'];
    const names = firstNames.flatMap((first) => ['Obi', 'Eze', 'Bello', 'Musa'].map((last) => `${first} ${last}`));
    const tones = new Set(names.map(avatarToneFor));
    expect(tones.size).toBe(Object.keys(avatarPalette).length);
  });

  it.each(Object.entries(avatarPalette))('%s initials reach AA contrast', (_tone, { background, foreground }) => {
    expect(contrastRatio(lightTokens.color[foreground], lightTokens.color[background])).toBeGreaterThanOrEqual(4.5);
  });
});
