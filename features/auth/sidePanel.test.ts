import { describe, expect, it } from 'vitest';
import { sidePanelFor } from './sidePanel';

describe('sidePanelFor', () => {
  it('offers registration on /login and /forget-password', () => {
    for (const path of ['/login', '/forget-password', '/login/']) {
      expect(sidePanelFor(path)).toEqual({ question: 'Not yet signed up?', action: 'Register here', href: '/register' });
    }
  });

  it('offers login on the other auth pages', () => {
    for (const path of ['/register', '/verify-email', '/reset-password']) {
      expect(sidePanelFor(path)).toEqual({ question: 'Already signed up?', action: 'Login here', href: '/login' });
    }
  });
});
