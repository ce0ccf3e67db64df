import type { StaffMe, StaffMember as ContractStaffMember, StaffRole, StaffSecondFactor, StaffSignIn } from '../../contract';
import type { StaffMember } from './staff';

/** A staff member of each role, as stories and tests sign them in. */
export const sampleStaff: Record<StaffRole, StaffMember> = {
  admin: { id: 'staff-admin-1', email: 'ada@kampus.ng', role: 'admin', name: 'Ada Obi' },
  support: { id: 'staff-support-1', email: 'support@kampus.ng', role: 'support', name: 'Sade Bello' },
  finance: { id: 'staff-finance-1', email: 'finance@kampus.ng', role: 'finance', name: 'Femi Ade' },
};

/** The staff screen's list: an administrator (the signed-in one), support, and finance not yet enrolled. */
export const sampleStaffList: ContractStaffMember[] = [
  {
    id: sampleStaff.admin.id,
    email: sampleStaff.admin.email,
    firstname: 'Ada',
    lastname: 'Obi',
    role: 'admin',
    secondFactorEnrolled: true,
  },
  {
    id: 'staff-admin-2',
    email: 'tunde@kampus.ng',
    firstname: 'Tunde',
    lastname: 'Bakare',
    role: 'admin',
    secondFactorEnrolled: true,
  },
  {
    id: sampleStaff.support.id,
    email: sampleStaff.support.email,
    firstname: 'Sade',
    lastname: 'Bello',
    role: 'support',
    secondFactorEnrolled: true,
  },
  {
    id: sampleStaff.finance.id,
    email: sampleStaff.finance.email,
    firstname: 'Femi',
    lastname: 'Ade',
    role: 'finance',
    secondFactorEnrolled: false,
  },
];

/** GET /v1/admin/me for a staff member of each role. */
export function staffMe(role: StaffRole): StaffMe {
  const member = sampleStaffList.find((entry) => entry.role === role) ?? sampleStaffList[0]!;
  return { id: member.id, email: member.email, firstname: member.firstname, lastname: member.lastname, role };
}

export const sampleCredentials = { email: 'ada@kampus.ng', password: 'demo-admin-pass' };

/** The password step's answer for an enrolled staff member. */
export const sampleVerifyChallenge: StaffSignIn = { challenge: 'challenge-verify-1', step: 'verify' };

/** The password step's answer on a first sign-in: the authenticator app's secret. */
export const sampleEnrolChallenge: StaffSignIn = {
  challenge: 'challenge-enrol-1',
  step: 'enrol',
  enrolment: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri:
      'otpauth://totp/Kampus:ada%40kampus.ng?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Kampus&algorithm=SHA1&digits=6&period=30',
  },
};

export const sampleCode = '492039';

export const sampleRecoveryCodes = [
  'k7m2p-x9q4r',
  'b3n8t-w5z1c',
  'h6d2f-q8v3m',
  'r4s9k-p2x7n',
  'c5w1b-t8m6d',
  'z3q7h-n2r5v',
  'f9k4x-m1p8s',
  'v2t6c-d7w3q',
  'n8h1r-b4z9k',
  'p6x3m-s5f2t',
];

export const sampleSecondFactor: StaffSecondFactor = { accessToken: 'console-access-token', expiresIn: 900 };
export const sampleEnrolled: StaffSecondFactor = { ...sampleSecondFactor, recoveryCodes: sampleRecoveryCodes };
