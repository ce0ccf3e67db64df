import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { containsReservedBrandWord, kycSubmissionBodySchema, reservedBrandMessage } from './kyc';

describe('containsReservedBrandWord', () => {
  it.each([
    ['Kampus', 'the word itself'],
    ['KAMPUS Official', 'capitals'],
    ['the kampus store', 'inside other words'],
    ['Kam\u200Bpus', 'a zero-width space'],
    ['Kam\u200Cpus', 'a zero-width non-joiner'],
    ['Kam\u2060pus', 'a word joiner'],
    ['Kam\u00ADpus', 'a soft hyphen'],
    ['\uFEFFKampus', 'a byte-order mark'],
    ['Kamp\u202Eus', 'a bidi override'],
    ['Ka\u0301mpus', 'a combining accent'],
    ['Kámpüs', 'precomposed accents'],
    ['K\u0336a\u0336m\u0336p\u0336u\u0336s\u0336', 'strike-through combining marks'],
    ['Ｋａｍｐｕｓ', 'fullwidth letters'],
    ['𝐊𝐚𝐦𝐩𝐮𝐬', 'mathematical bold letters'],
    ['Ⓚⓐⓜⓟⓤⓢ', 'circled letters'],
    ['\u212Aampus', 'the Kelvin sign'],
    ['Kаmpus', 'a Cyrillic a'],
    ['КАМРUS', 'Cyrillic К, А, М, Р'],
    ['kаmрuѕ', 'Cyrillic а, р, ѕ'],
    ['Κampυs', 'Greek kappa and upsilon'],
    ['ᴋᴀᴍᴘᴜꜱ', 'small capitals'],
  ])('blocks %j (%s)', (name) => {
    expect(containsReservedBrandWord(name)).toBe(true);
  });

  it.each(['Campus Deals', 'Kam Pus Gadgets', 'Kampala Styles', 'Ada Stores', 'Ọlá Fabrics'])('allows %j', (name) => {
    expect(containsReservedBrandWord(name)).toBe(false);
  });
});

describe('the brand name field of POST /v1/kyc', () => {
  const brandSubmission = (brandName: string) => ({
    accountType: 'brand',
    nin: '12345678901',
    firstname: 'Ada',
    lastname: 'Obi',
    universityId: 1,
    documentType: 'Identity Card',
    documentImage: 'abc.png',
    brandLogo: 'logo.png',
    brandName,
    brandDescription: 'Phones and laptops\nfor students.',
  });
  const brandNameError = (brandName: string) => {
    const result = v.safeParse(kycSubmissionBodySchema, brandSubmission(brandName));
    return result.success ? undefined : v.flatten<typeof kycSubmissionBodySchema>(result.issues).nested?.brandName?.[0];
  };

  it('refuses look-alikes of the reserved word', () => {
    expect(brandNameError('Kаmpus Store')).toBe(reservedBrandMessage);
    expect(brandNameError('Ｋａｍｐｕｓ')).toBe(reservedBrandMessage);
  });

  it('refuses invisible characters before looking for the word', () => {
    expect(brandNameError('Kam\u200Bpus')).toBe('Brand name must not contain invisible characters');
  });

  it('accepts an honest name and a multi-line description', () => {
    expect(brandNameError('Ada Gadgets')).toBeUndefined();
  });
});
