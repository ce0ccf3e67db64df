import { describe, expect, it } from 'vitest';
import { isOffPlatform, offPlatformSignals } from './offPlatform';

describe('offPlatformSignals', () => {
  it("flags the issue's sentence: an account number and a bank, and words that move the money", () => {
    const signals = offPlatformSignals('send the money to 0123456789 GTBank, I will bring it');
    expect(signals).toEqual(expect.arrayContaining(['account', 'words', 'bank']));
  });

  it.each([
    '08031234567',
    'call 0803 123 4567 when you reach',
    '0803-123-4567',
    '0705.123.4567',
    '+234 803 123 4567',
    '+2348031234567',
    '234-809-123-4567',
    '+234 (0) 813 123 4567',
    'my line: 0901 234 5678.',
  ])('finds the Nigerian phone number in %j', (text) => {
    expect(offPlatformSignals(text)).toContain('phone');
  });

  it.each(['0123456789', 'acct 0123 456 789', 'pay into 0123-456-789 abeg'])('finds the account number in %j', (text) => {
    expect(offPlatformSignals(text)).toContain('account');
  });

  it.each([
    'Please pay outside Kampus, it is faster',
    'Just transfer to my account',
    'WhatsApp me for the price',
    'chat me on whatsapp',
    'My number is on my status',
    'Send the money to my Opay',
    'I prefer bank transfer',
    'Pay me directly and I will deliver',
    'Lets talk off the app',
    'drop your account number',
    'Telegram me',
  ])('finds the words in %j', (text) => {
    expect(offPlatformSignals(text)).toContain('words');
  });

  it('finds a bank with a number in pieces', () => {
    expect(offPlatformSignals('Zenith 012 345 67')).toContain('bank');
  });

  it.each([
    'pay here: https://paystack.com/pay/abc',
    'paypal.me/tunde',
    'https://wa.me/2348031234567',
    'join t.me/cheapphones',
    'selar.co/my-shop',
  ])('finds the link in %j', (text) => {
    expect(offPlatformSignals(text)).toContain('link');
  });

  it.each([
    '₦15,000',
    'It is 15000 naira, last price',
    'I can do ₦1,500,000 for the two',
    'I bought it in 2024, used it till 2026',
    'Order 3f2b8c1e-1234-4a5b-9c0d-123456789012 has arrived',
    'Order abcdef12-3456-7890-abcd-ef1234567890',
    'Meet me at 10:30 by the faculty gate',
    'Is it still available?',
    'I will pay on Kampus once you accept',
    'My account on Kampus is verified',
    'Update your account details in settings',
    'Zenith is a great album',
    'I saw the Career Expo on their website',
    'Room 12, Block 3, Hall 5',
    'Serial number ABC1234567890',
  ])('raises no alarm on %j', (text) => {
    expect(isOffPlatform(text)).toBe(false);
  });

  it('is false for a message with no text', () => {
    expect(isOffPlatform(null)).toBe(false);
    expect(isOffPlatform('')).toBe(false);
  });
});
