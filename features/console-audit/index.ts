/** The operator console's audit: a case's or person's trail (for the case pages) and the full audit screen. */
export { AuditTrail, type AuditTrailProps } from './AuditTrail';
export { AuditScreen } from './AuditScreen';
export { refreshAudit } from './api';
