import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  currentUserSchema,
  messageSchema,
  tokenPairSchema,
  type ChangePasswordBody,
  type CurrentUser,
  type DeleteAccountBody,
  type UpdateUserBody,
} from '../../contract';
import { api, CURRENT_USER_KEY, endSession, paths, startSession, useCurrentUserCache } from '../../client';

/** PATCH /v1/user, then puts the answer in the current user's cache so every screen shows it at once. */
export function useSaveProfile(): (body: UpdateUserBody) => Promise<CurrentUser> {
  const currentUser = useCurrentUserCache();
  return async (body) => {
    const user = await api.patch(CURRENT_USER_KEY, currentUserSchema, body);
    await currentUser.replace(user);
    return user;
  };
}

/**
 * POST /v1/user/password. The server signs every session out and starts a new one: its access
 * token becomes this browser's session, its refresh token arrives as the HttpOnly cookie.
 */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  const { accessToken } = await api.post('user/password', tokenPairSchema, body);
  startSession({ accessToken });
}

/** POST /v1/auth/forgot-password: mails a 6-digit reset code to the address. */
export async function sendPasswordResetCode(email: string): Promise<void> {
  await api.post('auth/forgot-password', messageSchema, { email });
}

/**
 * DELETE /v1/user, then what a logout does: the session ends, every cached answer is forgotten
 * and the visitor lands on the home page. Rejects with the server's ApiError (a wrong password,
 * or the 409 that names why the account cannot go yet) and leaves the session as it was.
 */
export function useDeleteAccount(): (body: DeleteAccountBody) => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async (body) => {
    await api.delete(CURRENT_USER_KEY, messageSchema, body);
    const ending = endSession();
    await mutate(() => true, undefined, { revalidate: false });
    await navigate(paths.home, { replace: true });
    await ending;
  };
}
