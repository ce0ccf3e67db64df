import type { MessageData, TokenPair } from '../../contract';
import type { AuthFlow } from './authFlow';

/** Typed sample data for the auth stories and tests. */
export const sampleEmail = 'ada.obi@unilag.edu.ng';
export const samplePassword = 'correct-horse-battery';

/** POST /v1/auth/login's answer to a browser: the refresh token goes into an HttpOnly cookie instead. */
export const sampleTokens: TokenPair = {
  accessToken: 'story-access-token',
  expiresIn: 900,
};

export const sampleRegistered = {
  email: sampleEmail,
  message: 'Registration successful. We sent a 6-digit code to your email.',
};

export const sampleResetToken = 'story-reset-token';

/** A code sent long enough ago that 'Resend code' is available at once. */
export const longAgo = 0;

export const verifyFlow: AuthFlow = { email: sampleEmail, purpose: 'verify-email', codeSentAt: longAgo };
export const resetFlow: AuthFlow = { email: sampleEmail, purpose: 'reset-password', codeSentAt: longAgo };
export const resetFlowWithToken: AuthFlow = { ...resetFlow, resetToken: sampleResetToken };

/** The server's answers, word for word (server/modules/auth). */
export const serverMessages = {
  wrongCredentials: 'Invalid email or password',
  unverified: 'Please verify your email first. We sent a code to your inbox.',
  emailTaken: 'An account with this email already exists. Log in instead.',
  wrongCode: 'The code is incorrect',
  expiredCode: 'The code has expired. Request a new code.',
  tooManyAttempts: 'Too many wrong attempts: this code no longer works. Request a new code.',
  tooManyCodes: 'Too many codes requested. Try again in 42 seconds.',
  resetExpired: 'This reset request has expired or was already used. Request a new code.',
} as const;

export const message = (text: string): MessageData => ({ message: text });
