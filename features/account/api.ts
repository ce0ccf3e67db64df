import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  currentUserSchema,
  messageSchema,
  tokenPairSchema,
  type ChangePasswordBody,
  type CurrentUser,
  type DeleteAccountBody,
  type ProfilePhotoCrop,
  type UpdateUserBody,
} from '../../contract';
import { api, CURRENT_USER_KEY, endSession, paths, sendForm, startSession, useCurrentUserCache } from '../../client';

/** PATCH /v1/user, then puts the answer in the current user's cache so every screen shows it at once. */
export function useSaveProfile(): (body: UpdateUserBody) => Promise<CurrentUser> {
  const currentUser = useCurrentUserCache();
  return async (body) => {
    const user = await api.patch(CURRENT_USER_KEY, currentUserSchema, body);
    await currentUser.replace(user);
    return user;
  };
}

const PHOTO_KEY = 'user/photo';

/**
 * PUT /v1/user/photo with the chosen file and the square to keep (in the picture's pixels),
 * then puts the answer in the current user's cache: the header, the sidebars and the profile
 * show the new photo at once.
 */
export function useSaveProfilePhoto(): (file: File, crop: ProfilePhotoCrop) => Promise<CurrentUser> {
  const currentUser = useCurrentUserCache();
  return async (file, crop) => {
    const form = new FormData();
    form.append('file', file);
    form.append('x', String(crop.x));
    form.append('y', String(crop.y));
    form.append('size', String(crop.size));
    const user = await sendForm('put', PHOTO_KEY, form, currentUserSchema);
    await currentUser.replace(user);
    return user;
  };
}

/** DELETE /v1/user/photo: back to initials everywhere at once. */
export function useRemoveProfilePhoto(): () => Promise<CurrentUser> {
  const currentUser = useCurrentUserCache();
  return async () => {
    const user = await api.delete(PHOTO_KEY, currentUserSchema);
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
