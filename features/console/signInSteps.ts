import { CONSOLE_BASE, consolePaths } from '../../client';

/** The secret in groups of four, as authenticator apps ask for it to be typed: 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as the downloaded file holds them: one a line, with what they are for. */
export function recoveryCodesFile(email: string, codes: readonly string[]): string {
  return [
    `Kampus console recovery codes for ${email}`,
    'Each code signs you in once, in place of the code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * Where a completed sign-in goes: the console page the staff member asked for (a guard's
 * `from`), else the overview. Only a console address is followed, never the sign-in itself.
 */
export function consoleReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string') return consolePaths.home;
  const pathname = from.split(/[?#]/)[0] ?? '';
  const inConsole = pathname === CONSOLE_BASE || pathname.startsWith(`${CONSOLE_BASE}/`);
  if (!inConsole || pathname === consolePaths.signIn || from.startsWith('//')) return consolePaths.home;
  return from;
}
