import { describe, expect, it } from 'vitest';
import { accountNameMatches, nameWords, sameAccountName } from './name-match';

const ada = { firstname: 'Ada', lastname: 'Obi' };
const chioma = { firstname: 'Chiọ́ma', lastname: 'Okafor-Nwosu' };

describe('the account name rule', () => {
  it('splits names into plain lower-case words', () => {
    expect(nameWords('  ÉMEKA  o’Neil-Okafor. ')).toEqual(['emeka', 'o', 'neil', 'okafor']);
  });

  it('matches the verified first and last names in any order, with extra words', () => {
    expect(accountNameMatches('ADA OBI', ada)).toBe(true);
    expect(accountNameMatches('OBI ADA', ada)).toBe(true);
    expect(accountNameMatches('OBI, ADA NGOZI', ada)).toBe(true);
    expect(accountNameMatches('CHIOMA OKAFOR NWOSU', chioma)).toBe(true);
  });

  it('allows one typo in a name of four letters or more, none in a shorter one', () => {
    expect(accountNameMatches('CHIOMA OKAFRO NWOSU', chioma)).toBe(true);
    expect(accountNameMatches('CHOMA OKAFOR NWOSU', chioma)).toBe(true);
    expect(accountNameMatches('CHIMA OKAFR NWOSU', chioma)).toBe(true);
    expect(accountNameMatches('CHMA OKAFOR NWOSU', chioma)).toBe(false);
    expect(accountNameMatches('ADO OBI', ada)).toBe(false);
  });

  it('refuses a name missing the first or the last name, or using one word twice', () => {
    expect(accountNameMatches('ADA', ada)).toBe(false);
    expect(accountNameMatches('OBI ADEYEMI', ada)).toBe(false);
    expect(accountNameMatches('TUNDE BELLO', ada)).toBe(false);
    expect(accountNameMatches('ADA', { firstname: 'Ada', lastname: 'Ada' })).toBe(false);
    expect(accountNameMatches('ADA ADA', { firstname: 'Ada', lastname: 'Ada' })).toBe(true);
  });

  it('matches a brand by its representative or by its registered name', () => {
    const brand = { ...ada, brandName: 'Ada Bakes Ltd' };
    expect(accountNameMatches('ADA OBI', brand)).toBe(true);
    expect(accountNameMatches('ADA BAKES LTD', brand)).toBe(true);
    expect(accountNameMatches('ADA BAKES', brand)).toBe(false);
  });

  it('compares confirmed names by their words', () => {
    expect(sameAccountName('ADA  OBI', 'ada obi')).toBe(true);
    expect(sameAccountName('ADA OBI', 'ADA OBIE')).toBe(false);
  });
});
