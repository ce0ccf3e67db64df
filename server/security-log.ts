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
  | 'account_deleted'
  | 'dev_mailbox_refused';

/**
 * Writes `{"message":"security","event":...}` so that a log search for message=security
 * finds every event. Never pass a password, code or token in `fields`.
 */
export function logSecurityEvent(logger: Logger, event: SecurityEvent, fields: Record<string, unknown> = {}): void {
  logger.warn('security', { event, ...fields });
}
