import type { StaffRole } from '../../contract';

/** What each role may do, in a line: the staff screen's choices say it before a role is granted. */
export const staffRoleSummaries: Record<StaffRole, string> = {
  admin: 'Everything in the console, and manages staff.',
  support: 'The support inbox and disputes up to a proposed decision; reads KYC.',
  finance: 'Payouts and the ledger; decides disputes with administrators.',
};
