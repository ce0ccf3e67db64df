import {
  messageSchema,
  staffListResponseSchema,
  staffMeSchema,
  staffMemberSchema,
  staffSecondFactorSchema,
  staffSignInSchema,
  type StaffGrantBody,
  type StaffSecondFactorBody,
  type StaffSignInBody,
} from '../../contract';
import { api, useApi, type RequestOptions } from '../../client';

/** GET /v1/admin/me: who the console session belongs to. */
export const STAFF_ME_KEY = 'admin/me';
/** GET /v1/admin/staff: every member of staff. */
export const STAFF_LIST_KEY = 'admin/staff';

/** The signed-in staff member, asked only while a session is stored. */
export function useStaffMe(signedIn: boolean) {
  return useApi(signedIn ? STAFF_ME_KEY : null, staffMeSchema);
}

export function useStaffList() {
  return useApi(STAFF_LIST_KEY, staffListResponseSchema.entries.data);
}

/** The console's sign-in calls and staff management; each resolves to `data` or rejects with ApiError. */
export const consoleApi = {
  /** The password step: a challenge for the second factor, with the enrolment on a first sign-in. */
  signIn: (body: StaffSignInBody, options?: RequestOptions) => api.post('staff/sign-in', staffSignInSchema, body, options),
  /** The second factor: the console session's tokens (the refresh token as the server's cookie). */
  secondFactor: (body: StaffSecondFactorBody, options?: RequestOptions) =>
    api.post('staff/second-factor', staffSecondFactorSchema, body, options),
  grant: (body: StaffGrantBody, options?: RequestOptions) => api.post(STAFF_LIST_KEY, staffMemberSchema, body, options),
  revoke: (userId: string, options?: RequestOptions) => api.delete(['admin', 'staff', userId], messageSchema, undefined, options),
};
