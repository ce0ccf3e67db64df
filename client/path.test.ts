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
