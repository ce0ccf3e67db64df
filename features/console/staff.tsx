import { createContext, useContext, type ReactNode } from 'react';
import { staffMay, type StaffPermission, type StaffRole } from '../../contract';

/** The staff member signed in to the console, as every console screen knows them. */
export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  /** Their name as the console shows it ('' when they have none). */
  name: string;
}

const StaffContext = createContext<StaffMember | null>(null);

/** Gives the screens below the signed-in staff member (the console layout does; stories through `withConsole`). */
export function StaffProvider({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

/** The signed-in staff member. Only inside the console (its layout lets no one else in). */
export function useStaff(): StaffMember {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff is used outside the console layout');
  return staff;
}

/**
 * Whether the signed-in staff member's role may do `permission` (the contract's permission
 * table, which the server's guard reads too): to show a button only to those it would serve.
 */
export function useStaffMay(permission: StaffPermission): boolean {
  return staffMay(useStaff().role, permission);
}
