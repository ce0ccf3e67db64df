/**
 * What the auth screens remember between pages of one flow: the email a code was sent to,
 * what the code is for, and (after the reset code is checked) the reset token. Kept in
 * sessionStorage, so it survives a reload of the tab but not closing it, and is never shared
 * with other tabs.
 */
export type AuthFlowPurpose = 'verify-email' | 'reset-password';

export interface AuthFlow {
  email: string;
  purpose: AuthFlowPurpose;
  /** When the last code was sent (ms since the epoch): the resend cooldown counts from it. */
  codeSentAt: number;
  /** The single-use token `POST /v1/auth/verify-reset-code` answered with (reset flow only). */
  resetToken?: string;
}

export const AUTH_FLOW_KEY = 'kampus.authFlow';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the flow then starts again from its first page.
    return undefined;
  }
}

function isAuthFlow(value: unknown): value is AuthFlow {
  if (typeof value !== 'object' || value === null) return false;
  const { email, purpose, codeSentAt, resetToken } = value as Record<string, unknown>;
  return (
    typeof email === 'string' &&
    typeof codeSentAt === 'number' &&
    email !== '' &&
    (purpose === 'verify-email' || purpose === 'reset-password') &&
    (resetToken === undefined || typeof resetToken === 'string')
  );
}

/** The flow in progress, or null when none is held (or what is held is unreadable). */
export function readAuthFlow(): AuthFlow | null {
  const text = storage()?.getItem(AUTH_FLOW_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isAuthFlow(value) ? value : null;
  } catch {
    return null;
  }
}

function write(flow: AuthFlow): void {
  try {
    storage()?.setItem(AUTH_FLOW_KEY, JSON.stringify(flow));
  } catch {
    // A full or blocked storage only means the flow cannot survive a reload.
  }
}

/** Starts a flow: the code for `purpose` was sent to `email` at `codeSentAt`. Forgets any earlier reset token. */
export function rememberAuthFlow(email: string, purpose: AuthFlowPurpose, codeSentAt = Date.now()): void {
  write({ email, purpose, codeSentAt });
}

/** Notes that a new code went out (resend), restarting the cooldown. */
export function noteCodeSent(codeSentAt = Date.now()): void {
  const flow = readAuthFlow();
  if (flow) write({ ...flow, codeSentAt });
}

/** Keeps the reset token beside the email of a reset flow; without a reset flow it does nothing. */
export function keepResetToken(resetToken: string): void {
  const flow = readAuthFlow();
  if (flow?.purpose === 'reset-password') write({ ...flow, resetToken });
}

/** Ends the flow (after the email is verified or the password is reset). */
export function clearAuthFlow(): void {
  storage()?.removeItem(AUTH_FLOW_KEY);
}
