import { describe, expect, it } from 'vitest';
import { accountNameMatches, nameWords, sameAccountName, type VerifiedName } from './name-match';

const tunde: VerifiedName = { firstname: 'Tunde', lastname: 'Adeyemi' };
const ada: VerifiedName = { firstname: 'Ada', lastname: 'Obi' };
const chioma: VerifiedName = { firstname: 'Chiọ́ma', lastname: 'Okafor-Nwosu' };
const maryJane: VerifiedName = { firstname: 'Mary Jane', lastname: 'Eze' };
const twins: VerifiedName = { firstname: 'Ada', lastname: 'Ada' };
const bakery: VerifiedName = { ...ada, brandName: 'Ada Bakes Ltd' };
const sons: VerifiedName = { ...tunde, brandName: 'Adeyemi & Sons Limited' };

/** [account name as the bank gives it, verified name] */
const accepted: [string, VerifiedName][] = [
  ['TUNDE ADEYEMI', tunde],
  ['ADEYEMI TUNDE', tunde],
  ['Tunde Adeyemi', tunde],
  ['ADEYEMI, TUNDE', tunde],
  ['TUNDE OLUWASEUN ADEYEMI', tunde],
  ['ADEYEMI TUNDE OLUWASEUN', tunde],
  ['TUNDE ADEYEMI OLUWASEUN', tunde],
  ['ADEYEMI OLUWASEUN TUNDE', tunde],
  ['TUNDE O. ADEYEMI', tunde],
  ['ADEYEMI TUNDE O', tunde],
  ['TUNDE OLUWASEUN BABATUNDE ADEYEMI', tunde],
  ['ADEYEMI TUNDE O. B.', tunde],
  ['OBI, ADA NGOZI', ada],
  ['CHIOMA OKAFOR NWOSU', chioma],
  ['OKAFOR-NWOSU CHIOMA', chioma],
  ['CHIOMA ADAEZE OKAFOR-NWOSU', chioma],
  ['MARY JANE EZE', maryJane],
  ['EZE MARY JANE', maryJane],
  ['ADA ADA', twins],
  // A brand: its representative's own account, or the business's registered name exactly.
  ['ADA OBI', bakery],
  ['ADA BAKES LTD', bakery],
  ['ADA BAKES LIMITED', bakery],
  ['ADEYEMI AND SONS LTD', sons],
  ['ADEYEMI & SONS LIMITED', sons],
];

const refused: [string, VerifiedName][] = [
  // Another person or an organisation added, by a word or a sign.
  ['MUSA BELLO FOR TUNDE ADEYEMI', tunde],
  ['TUNDE ADEYEMI FOR MUSA BELLO', tunde],
  ['TUNDE ADEYEMI AND NGOZI OKAFOR', tunde],
  ['TUNDE ADEYEMI AND NGOZI', tunde],
  ['TUNDE ADEYEMI OR NGOZI', tunde],
  ['TUNDE ADEYEMI & NGOZI OKAFOR', tunde],
  ['TUNDE & NGOZI ADEYEMI', tunde],
  ['TUNDE ADEYEMI C/O MUSA', tunde],
  ['C/O TUNDE ADEYEMI', tunde],
  ['TUNDE ADEYEMI LTD', tunde],
  ['TUNDE ADEYEMI LIMITED', tunde],
  ['TUNDE ADEYEMI ENTERPRISE', tunde],
  ['TUNDE ADEYEMI ENTERPRISES', tunde],
  ['TUNDE ADEYEMI VENTURES', tunde],
  ['ADEYEMI TUNDE VENTURES NIG', tunde],
  ['TUNDE ADEYEMI GLOBAL SERVICES', tunde],
  ['TUNDE ADEYEMI (NIG)', tunde],
  ['TUNDE ADEYEMI 2', tunde],
  ['TUNDE ADEYEMI + MUSA', tunde],
  ['MUSA BELLO TUNDE ADEYEMI', tunde],
  ['MR TUNDE ADEYEMI', tunde],
  ['TUNDE ADEYEMI NGOZI OKAFOR BELLO', tunde],
  // One letter off is someone else.
  ['TUNDE ADEYEMO', tunde],
  ['TUNDE ADEYEMII', tunde],
  ['TUNDE ADEYMI', tunde],
  ['TUNDE ADYEEMI', tunde],
  ['TUNDO ADEYEMI', tunde],
  ['ADO OBI', ada],
  ['CHIOMA OKAFRO NWOSU', chioma],
  // A name missing, split apart, or one word used for both.
  ['TUNDE', tunde],
  ['ADEYEMI', tunde],
  ['TUNDE BELLO', tunde],
  ['T. ADEYEMI', tunde],
  ['TUNDE NGOZI ADEYEMI OKAFOR', tunde],
  ['ADA', twins],
  ['', tunde],
  // A brand's name must be exactly its registered name.
  ['ADA BAKES', bakery],
  ['MUSA BELLO FOR ADA BAKES LTD', bakery],
  ['ADA BAKES LTD AND MUSA BELLO', bakery],
];

describe('the account name rule', () => {
  it('splits names into plain lower-case words', () => {
    expect(nameWords('  ÉMEKA  o’Neil-Okafor. ')).toEqual(['emeka', 'o', 'neil', 'okafor']);
  });

  it.each(accepted)('accepts %j for %j', (accountName, verified) => {
    expect(accountNameMatches(accountName, verified)).toBe(true);
  });

  it.each(refused)('refuses %j for %j', (accountName, verified) => {
    expect(accountNameMatches(accountName, verified)).toBe(false);
  });

  it('refuses everyone without a verified first and last name', () => {
    expect(accountNameMatches('TUNDE', { firstname: 'Tunde', lastname: '' })).toBe(false);
    expect(accountNameMatches('ADEYEMI', { firstname: '', lastname: 'Adeyemi' })).toBe(false);
  });

  it('compares confirmed names by their words', () => {
    expect(sameAccountName('ADA  OBI', 'ada obi')).toBe(true);
    expect(sameAccountName('ADA OBI', 'ADA OBIE')).toBe(false);
  });
});
