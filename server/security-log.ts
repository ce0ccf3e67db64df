import type { Logger } from './logger';

/** The security events Kampus records, one structured log line each. */
export type SecurityEvent =
  | 'login_failed'
  | 'login_throttled'
  | 'login_succeeded'
  | 'registration_throttled'
  | 'password_changed'
  | 'password_change_failed'
  | 'password_reset'
  | 'session_revoked'
  | 'refresh_token_reused'
  | 'admin_decision'
  | 'staff_signed_in'
  | 'staff_second_factor_failed'
  | 'staff_session_idle'
  | 'account_deleted'
  | 'dev_mailbox_refused'
  | 'sandbox_control_refused'
  | 'metrics_refused';

/**
 * Writes `{"message":"security","event":...}` so that a log search for message=security
 * finds every event. Never pass a password, code or token in `fields`.
 */
export function logSecurityEvent(logger: Logger, event: SecurityEvent, fields: Record<string, unknown> = {}): void {
  const level = routineEvents.has(event) ? 'info' : 'warn';
  logger[level]('security', { event, ...fields });
}

/**
 * What a person does on purpose every day is recorded at info; warn is kept for what an operator
 * may need to act on or audit (failures, throttling, reuse of a spent token, refusals, staff
 * decisions), so a warning in the log still means something.
 */
const routineEvents: ReadonlySet<SecurityEvent> = new Set<SecurityEvent>([
  'login_succeeded',
  'staff_signed_in',
  'password_changed',
  'password_reset',
  'session_revoked',
  'account_deleted',
]);
