import { describe, expect, it } from 'vitest';
import { isAuthEndpoint } from './authorized';
import { configureClient } from './config';
import { apiUrl, toApiPath, type ApiKey } from './path';

describe('toApiPath', () => {
  it.each<[ApiKey, string]>([
    ['user', 'user'],
    ['/user/', 'user'],
    [['user'], 'user'],
    [['/university/'], 'university'],
    [['//university//'], 'university'],
    [['product', 42], 'product/42'],
    [['/kyc/', '/status'], 'kyc/status'],
    [['seller/products', 'p1/'], 'seller/products/p1'],
    [['', '/', 'user'], 'user'],
  ])('%j -> %s', (key, path) => {
    expect(toApiPath(key)).toBe(path);
  });
});

describe('toApiPath with a value from the address bar', () => {
  it.each<[ApiKey, string]>([
    [['products', 'x?pageSize=1000'], 'products/x%3FpageSize=1000'],
    [['products', 'x#y'], 'products/x%23y'],
    [['products', '%2e%2e'], 'products/%252e%252e'],
    [['products', '.%2E/wallet'], 'products/.%252E/wallet'],
    [['products', '..\\wallet'], 'products/..%5Cwallet'],
    [['events', 'a..b'], 'events/a..b'],
  ])('%j -> %s', (key, path) => {
    expect(toApiPath(key)).toBe(path);
    const url = new URL(`/v1/${path}`, 'https://kampus.invalid');
    expect(url.pathname).toBe(`/v1/${path}`);
    expect(url.search).toBe('');
  });

  it.each<{ key: ApiKey }>([
    { key: ['products', '..'] },
    { key: ['products', '.'] },
    { key: ['products', '../wallet'] },
    { key: ['products', '../../v1/wallet'] },
    { key: ['products', 'x/../../wallet'] },
    { key: 'products/../wallet' },
    { key: 'products/%2e%2e/wallet' },
  ])('refuses $key, which would climb to another endpoint', ({ key }) => {
    expect(() => toApiPath(key)).toThrow('Not an API path');
  });
});

it('apiUrl puts the path under the configured base', () => {
  configureClient({ baseUrl: 'https://api.kampus.ng/v1/' });
  expect(apiUrl(['/file/', 'upload'])).toBe('https://api.kampus.ng/v1/file/upload');
  configureClient({ baseUrl: '/v1' });
  expect(apiUrl('user')).toBe('/v1/user');
});

describe('isAuthEndpoint', () => {
  it.each([
    ['http://localhost/v1/auth/login', true],
    ['/v1/auth/verify-email/', true],
    ['/v1/auth/refresh-token?x=1', true],
    ['/v1/auth/logout', true],
    ['/v1/user', false],
    ['/v1/file/upload', false],
    ['/v1/auth/me', false],
  ])('%s -> %s', (url, expected) => {
    expect(isAuthEndpoint(url)).toBe(expected);
  });
});
