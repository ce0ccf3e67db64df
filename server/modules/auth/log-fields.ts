import { hmac } from '../../crypto/tokens';

/**
 * How an email appears in security logs: masked for people ('a***@unilag.edu.ng') and as a
 * keyed hash that links one account's events without revealing the address.
 */
export function emailLogFields(pepper: string, email: string): { email: string; emailHash: string } {
  const at = email.lastIndexOf('@');
  const masked = at > 0 ? `${email.charAt(0)}***${email.slice(at)}` : '***';
  return { email: masked, emailHash: hmac(pepper, `security-log:${email}`).slice(0, 16) };
}
