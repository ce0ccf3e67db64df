import { describe, expect, it } from 'vitest';
import { filterOptions, matchesQuery, singleMatch } from './filterOptions';

const options = [
  { id: 1, name: 'University of Lagos' },
  { id: 2, name: 'Lagos State University' },
  { id: 3, name: 'Obafemi Awolowo University' },
  { id: 4, name: 'University of Ibadan' },
  { id: 'fuoye', name: 'Federal University Oye-Ekiti' },
];

describe('matchesQuery', () => {
  it('matches text that contains the query, ignoring case', () => {
    expect(matchesQuery('University of Lagos', 'LAGOS')).toBe(true);
    expect(matchesQuery('University of Lagos', 'of lag')).toBe(true);
    expect(matchesQuery('University of Lagos', 'Ibadan')).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matchesQuery('University of Lagos', '')).toBe(true);
    expect(matchesQuery('University of Lagos', '   ')).toBe(true);
  });

  it('ignores accents and repeated spaces', () => {
    expect(matchesQuery('Ọbáfẹ́mi Awólọ́wọ̀ University', 'obafemi awolowo')).toBe(true);
    expect(matchesQuery('University of Lagos', 'university   of')).toBe(true);
  });
});

describe('filterOptions', () => {
  it('keeps the matching options in their order', () => {
    expect(filterOptions(options, 'lagos').map((option) => option.id)).toEqual([1, 2]);
  });

  it('returns all options for an empty query and none when nothing matches', () => {
    expect(filterOptions(options, '')).toHaveLength(options.length);
    expect(filterOptions(options, 'zzz')).toEqual([]);
  });
});

describe('singleMatch (what Enter picks)', () => {
  it('picks the option when exactly one matches', () => {
    expect(singleMatch(options, 'ibadan')).toEqual({ id: 4, name: 'University of Ibadan' });
    expect(singleMatch(options, 'oye')).toEqual({ id: 'fuoye', name: 'Federal University Oye-Ekiti' });
  });

  it('picks nothing when several match', () => {
    expect(singleMatch(options, 'lagos')).toBeUndefined();
    expect(singleMatch(options, 'university')).toBeUndefined();
  });

  it('picks nothing when none match', () => {
    expect(singleMatch(options, 'harvard')).toBeUndefined();
  });

  it('picks nothing for an empty query, even from a single option', () => {
    expect(singleMatch([{ id: 1, name: 'University of Lagos' }], '')).toBeUndefined();
    expect(singleMatch([{ id: 1, name: 'University of Lagos' }], ' ')).toBeUndefined();
  });
});
