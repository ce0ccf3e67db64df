import { useEffect, useState } from 'react';

/** The server mails at most one code a minute per account; the resend button waits as long. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left before another code may be asked for (0 when it may be asked now). */
export function secondsUntilResend(codeSentAt: number, now: number, cooldownSeconds = RESEND_COOLDOWN_SECONDS): number {
  const left = codeSentAt + cooldownSeconds * 1000 - now;
  return left > 0 ? Math.min(cooldownSeconds, Math.ceil(left / 1000)) : 0;
}

/**
 * The seconds left before a resend, counting down once a second while above zero. A code sent
 * after the last clock reading counts as just sent (the result never exceeds the cooldown).
 */
export function useResendCountdown(codeSentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntilResend(codeSentAt, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
