import { describe, expect, it } from 'vitest';
import { consoleReturnPath, groupSecret, recoveryCodesFile } from './signInSteps';

describe('groupSecret', () => {
  it('groups the secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });
});

describe('recoveryCodesFile', () => {
  it('lists one code a line under what they are for', () => {
    const file = recoveryCodesFile('ada@kampus.ng', ['abcde-12345', 'fghij-67890']);
    expect(file.split('\n')).toEqual([
      'Kampus console recovery codes for ada@kampus.ng',
      'Each code signs you in once, in place of the code from your authenticator app.',
      '',
      'abcde-12345',
      'fghij-67890',
      '',
    ]);
  });
});

describe('consoleReturnPath', () => {
  it('returns to the console page asked for', () => {
    expect(consoleReturnPath({ from: '/admin/disputes/order/42' })).toBe('/admin/disputes/order/42');
    expect(consoleReturnPath({ from: '/admin/people?q=ada' })).toBe('/admin/people?q=ada');
    expect(consoleReturnPath({ from: '/admin' })).toBe('/admin');
  });

  it('goes to the overview for anything else', () => {
    expect(consoleReturnPath(null)).toBe('/admin');
    expect(consoleReturnPath({ from: 42 })).toBe('/admin');
    expect(consoleReturnPath({ from: '/dashboard' })).toBe('/admin');
    expect(consoleReturnPath({ from: '/administrator' })).toBe('/admin');
    expect(consoleReturnPath({ from: '/admin/sign-in' })).toBe('/admin');
    expect(consoleReturnPath({ from: '//evil.example/admin' })).toBe('/admin');
  });
});
