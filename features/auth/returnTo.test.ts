import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin, sameSitePath } from './returnTo';

describe('sameSitePath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(sameSitePath('/product/hp-elitebook-840')).toBe('/product/hp-elitebook-840');
    expect(sameSitePath('/explore?type=tickets&search=party#top')).toBe('/explore?type=tickets&search=party#top');
    expect(sameSitePath('/')).toBe('/');
  });

  it('refuses addresses on another host, however they are written', () => {
    for (const value of [
      'https://evil.example/product/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'product/x',
      '',
      ' /product/x',
    ]) {
      expect(sameSitePath(value), value).toBeNull();
    }
  });

  it('refuses what is not text, and very long text', () => {
    expect(sameSitePath(undefined)).toBeNull();
    expect(sameSitePath(42)).toBeNull();
    expect(sameSitePath({ pathname: '/x' })).toBeNull();
    expect(sameSitePath(`/${'a'.repeat(2001)}`)).toBeNull();
  });

  it('does not return to an auth page', () => {
    expect(sameSitePath('/login')).toBeNull();
    expect(sameSitePath('/login?next=/dashboard')).toBeNull();
    expect(sameSitePath('/verify-email')).toBeNull();
    expect(sameSitePath('/loginx')).toBe('/loginx');
  });

  /** The usual open-redirect payloads: each is refused, or kept as a path that stays on this site. */
  it.each([
    '/..//evil.example',
    '/../..//evil.example',
    '/.//evil.example',
    '/./..//evil.example',
    '/a/../..//evil.example',
    '/a/..//evil.example/x?y=1',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example',
    '/%2e//evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/..\\evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%2F%2Fevil.example',
    '/%2F/evil.example',
    '/..%2F..%2F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '\t//evil.example',
    ' //evil.example',
    'https://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/@evil.example',
    '/x@evil.example',
    '/.evil.example',
    '/ /evil.example',
  ])('%j stays on this site', (payload) => {
    const path = sameSitePath(payload);
    if (path === null) return;
    expect(path).toMatch(/^\/(?![/\\])/);
    const url = new URL(path, 'https://kampus.invalid');
    expect(url.origin).toBe('https://kampus.invalid');
    expect(`${url.pathname}${url.search}${url.hash}`).toBe(path);
  });

  it('refuses a path whose dot segments resolve to another host', () => {
    for (const value of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/a/../..//evil.example']) {
      expect(sameSitePath(value), value).toBeNull();
    }
  });

  it('normalises dot segments without leaving the site', () => {
    expect(sameSitePath('/product/../dashboard')).toBe('/dashboard');
    expect(sameSitePath('/../../etc')).toBe('/etc');
  });
});

describe('returnPathAfterLogin', () => {
  it('prefers ?next= to the router state', () => {
    expect(returnPathAfterLogin('?next=%2Fproduct%2Fx', { from: '/dashboard/orders' })).toBe('/product/x');
  });

  it('falls back to the page a guard sent the visitor away from', () => {
    expect(returnPathAfterLogin('', { from: '/dashboard/orders' })).toBe('/dashboard/orders');
    expect(returnPathAfterLogin('?next=https%3A%2F%2Fevil.example', { from: '/dashboard/orders' })).toBe('/dashboard/orders');
  });

  it('is null without a usable path', () => {
    expect(returnPathAfterLogin('', null)).toBeNull();
    expect(returnPathAfterLogin('?next=%2F%2Fevil.example', { email: 'a@b.c' })).toBeNull();
  });
});
