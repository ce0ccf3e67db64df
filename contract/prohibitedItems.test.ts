import { describe, expect, it } from 'vitest';
import { describeProhibitedMatches, prohibitedItemCategories, prohibitedMatches } from './prohibitedItems';

const categoriesOf = (text: string) => prohibitedMatches(text).map((match) => match.category);

describe('prohibitedMatches', () => {
  it.each([
    ['Locally made pistol, clean', 'weapons'],
    ['Box of ammo', 'weapons'],
    ['Codeine syrup (Emzolyn), 2 bottles', 'drugs'],
    ['TRAMADOL 225mg', 'drugs'],
    ['Premium weed, discreet delivery', 'drugs'],
    ['WAEC 2026 expo: all subjects', 'exam_leaks'],
    ['JAMB runs available, 100% sure', 'exam_leaks'],
    ['Leaked questions for GST 101', 'exam_leaks'],
    ['Fake certificates and results printed', 'fake_documents'],
    ['Result upgrade, any university', 'fake_documents'],
    ['iPhone 12, stolen but working', 'stolen_goods'],
    ['Registered SIM cards, MTN and Glo', 'bank_identity'],
    ['ATM card with BVN', 'bank_identity'],
    ['Human skull for rituals', 'human_parts'],
    ['Cold beer for JSS students', 'minors'],
    ['Vapes for under-18s, no ID asked', 'minors'],
    ['Bank logs and cloned cards', 'fraud_tools'],
    ['Escort service on campus', 'sexual_services'],
  ])('holds %j (%s)', (text, category) => {
    expect(categoriesOf(text)).toContain(category);
  });

  it.each([
    'Exposé: a novel',
    'I will expose you to the best fashion',
    'Grassroots football jersey',
    'Lagos Career Expo 2026: meet recruiters',
    'Tech expo for builders',
    'Hot glue gun with 20 sticks',
    'Gunmetal grey iPhone case',
    'Samsung A15, dual SIM card slots, 128GB',
    'Leather ATM card holder, 6 slots',
    'Bullet journal, dotted, A5',
    'Cold beer and suya night (18+ only)',
    'Human hair wig, 22 inches',
    'Past questions for GST 101 (public, from the library)',
    'Weed killer for the compound',
    'Ammonia cleaner',
    'Methodology textbook',
    'Rifleman action figure',
  ])('lets %j through', (text) => {
    expect(prohibitedMatches(text)).toEqual([]);
  });

  it('names each term once, with its heading', () => {
    const matches = prohibitedMatches('tramadol and codeine, tramadol again');
    expect(matches.map((match) => match.term)).toEqual(['tramadol', 'codeine']);
    expect(describeProhibitedMatches(matches)).toBe(
      '"tramadol" (Drugs, codeine and tramadol), "codeine" (Drugs, codeine and tramadol)',
    );
  });

  it('gives every category of the policy a heading, a description and a term', () => {
    for (const category of prohibitedItemCategories) {
      expect(category.label).not.toBe('');
      expect(category.description).not.toBe('');
      expect(category.terms.length).toBeGreaterThan(0);
    }
  });
});
