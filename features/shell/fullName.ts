import type { CurrentUser } from '../../contract';

/** The user's name as the header and the dashboard show it. */
export function fullName(user: Pick<CurrentUser, 'firstname' | 'lastname'>): string {
  return `${user.firstname} ${user.lastname}`.trim();
}
