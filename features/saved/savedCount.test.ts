import { describe, expect, it } from 'vitest';
import { savedCountText } from './savedCount';

describe('savedCountText', () => {
  it('reads naturally for none, one and many', () => {
    expect(savedCountText(0)).toBe('You have no saved items');
    expect(savedCountText(1)).toBe('You have 1 saved item');
    expect(savedCountText(2)).toBe('You have 2 saved items');
    expect(savedCountText(10)).toBe('You have 10 saved items');
    expect(savedCountText(21)).toBe('You have 21 saved items');
  });

  it('groups the digits of a large count', () => {
    expect(savedCountText(1204)).toBe('You have 1,204 saved items');
  });
});
