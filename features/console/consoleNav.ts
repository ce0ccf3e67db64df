import { consolePaths } from '../../client';
import { staffMay, type StaffPermission, type StaffRole } from '../../contract';

export type ConsoleArea =
  'overview' | 'kyc' | 'disputes' | 'moderation' | 'people' | 'payouts' | 'support' | 'ledger' | 'audit' | 'staff';

export interface ConsoleNavItem {
  area: ConsoleArea;
  label: string;
  href: string;
  /** What a role needs to see the area (the one its screen's first request needs). */
  permission: StaffPermission;
  /** Marked current on its own address only (the overview, whose address begins every other). */
  end?: boolean;
}

/** The console's areas in the order staff work through them. */
export const consoleNavItems: readonly ConsoleNavItem[] = [
  { area: 'overview', label: 'Overview', href: consolePaths.home, permission: 'overview.read', end: true },
  { area: 'kyc', label: 'KYC', href: consolePaths.kyc, permission: 'kyc.read' },
  { area: 'disputes', label: 'Disputes', href: consolePaths.disputes, permission: 'disputes.read' },
  { area: 'moderation', label: 'Moderation', href: consolePaths.moderation, permission: 'moderation.read' },
  { area: 'people', label: 'People', href: consolePaths.people, permission: 'people.read' },
  { area: 'payouts', label: 'Payouts', href: consolePaths.payouts, permission: 'payouts.read' },
  { area: 'support', label: 'Support', href: consolePaths.support, permission: 'support.read' },
  { area: 'ledger', label: 'Ledger', href: consolePaths.ledger, permission: 'ledger.read' },
  { area: 'audit', label: 'Audit', href: consolePaths.audit, permission: 'audit.read' },
  { area: 'staff', label: 'Staff', href: consolePaths.staff, permission: 'staff.manage' },
];

/** The areas `role` may use: a link to an area that would refuse them is not shown. */
export function consoleNavFor(role: StaffRole): ConsoleNavItem[] {
  return consoleNavItems.filter((item) => staffMay(role, item.permission));
}

/** How the console names a role beside the staff member's name. */
export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Administrator',
  support: 'Support',
  finance: 'Finance',
};
