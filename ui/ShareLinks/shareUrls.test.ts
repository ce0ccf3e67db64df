import { describe, expect, it } from 'vitest';
import { shareUrls } from './shareUrls';

describe('shareUrls', () => {
  const target = { url: 'https://kampus.ng/product/hp-elitebook-840?ref=a&b=c', title: 'HP EliteBook 840 & bag' };

  it('gives Facebook the page address, encoded', () => {
    expect(shareUrls(target).facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkampus.ng%2Fproduct%2Fhp-elitebook-840%3Fref%3Da%26b%3Dc',
    );
  });

  it('gives WhatsApp the title then the address as one message', () => {
    const text = new URL(shareUrls(target).whatsapp).searchParams.get('text');
    expect(text).toBe('HP EliteBook 840 & bag https://kampus.ng/product/hp-elitebook-840?ref=a&b=c');
  });

  it('puts the title in the subject and the address in the body of the e-mail', () => {
    const email = shareUrls(target).email;
    expect(email.startsWith('mailto:?')).toBe(true);
    const query = new URLSearchParams(email.slice('mailto:?'.length));
    expect(query.get('subject')).toBe('HP EliteBook 840 & bag');
    expect(query.get('body')).toBe(target.url);
  });
});
