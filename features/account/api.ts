import { useSWRConfig } from 'swr';
import * as v from 'valibot';
import {
  currentUserSchema,
  messageSchema,
  tokenPairSchema,
  universitySchema,
  type ChangePasswordBody,
  type CurrentUser,
  type UpdateUserBody,
} from '../../contract';
import { api, startSession, useApi } from '../../client';

/** The SWR key of the current user (GET /v1/user), shared with the header and the KYC flow. */
export const USER_KEY = 'user';
/** The SWR key of the universities list (GET /v1/university). */
export const UNIVERSITIES_KEY = 'university';

export function useCurrentUser() {
  return useApi(USER_KEY, currentUserSchema);
}

const universityListSchema = v.array(universitySchema);

export function useUniversities() {
  return useApi(UNIVERSITIES_KEY, universityListSchema);
}

/** PATCH /v1/user, then puts the answer in the 'user' cache so every screen shows it at once. */
export function useSaveProfile(): (body: UpdateUserBody) => Promise<CurrentUser> {
  const { mutate } = useSWRConfig();
  return async (body) => {
    const user = await api.patch(USER_KEY, currentUserSchema, body);
    await mutate(USER_KEY, user, { revalidate: false });
    return user;
  };
}

/**
 * POST /v1/user/password. The server signs every session out and answers a new pair,
 * which becomes this browser's session.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  const pair = await api.post('user/password', tokenPairSchema, body);
  startSession({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
}

/** POST /v1/auth/forgot-password: mails a 6-digit reset code to the address. */
export async function sendPasswordResetCode(email: string): Promise<void> {
  await api.post('auth/forgot-password', messageSchema, { email });
}
