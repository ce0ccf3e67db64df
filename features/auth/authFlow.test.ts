import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_FLOW_KEY, clearAuthFlow, keepResetToken, noteCodeSent, readAuthFlow, rememberAuthFlow } from './authFlow';

afterEach(() => sessionStorage.clear());

describe('authFlow', () => {
  it('holds nothing at first', () => {
    expect(readAuthFlow()).toBeNull();
  });

  it('remembers the email, the purpose and when the code was sent', () => {
    rememberAuthFlow('ada.obi@unilag.edu.ng', 'verify-email', 1000);
    expect(readAuthFlow()).toEqual({ email: 'ada.obi@unilag.edu.ng', purpose: 'verify-email', codeSentAt: 1000 });
  });

  it('restarts the cooldown when a new code is sent', () => {
    rememberAuthFlow('ada.obi@unilag.edu.ng', 'verify-email', 1000);
    noteCodeSent(5000);
    expect(readAuthFlow()?.codeSentAt).toBe(5000);
  });

  it('keeps a reset token only in a reset flow', () => {
    rememberAuthFlow('ada.obi@unilag.edu.ng', 'verify-email', 1000);
    keepResetToken('token');
    expect(readAuthFlow()?.resetToken).toBeUndefined();

    rememberAuthFlow('ada.obi@unilag.edu.ng', 'reset-password', 1000);
    keepResetToken('token');
    expect(readAuthFlow()?.resetToken).toBe('token');
  });

  it('starting a new flow forgets an earlier reset token', () => {
    rememberAuthFlow('ada.obi@unilag.edu.ng', 'reset-password', 1000);
    keepResetToken('token');
    rememberAuthFlow('ada.obi@unilag.edu.ng', 'reset-password', 2000);
    expect(readAuthFlow()?.resetToken).toBeUndefined();
  });

  it('forgets the flow when cleared', () => {
    rememberAuthFlow('ada.obi@unilag.edu.ng', 'reset-password', 1000);
    clearAuthFlow();
    expect(readAuthFlow()).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(AUTH_FLOW_KEY, '{not json');
    expect(readAuthFlow()).toBeNull();
    sessionStorage.setItem(AUTH_FLOW_KEY, JSON.stringify({ email: 'a@b.ng', purpose: 'other', codeSentAt: 1 }));
    expect(readAuthFlow()).toBeNull();
  });
});
