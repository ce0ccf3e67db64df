import type { RouteObject } from 'react-router';
import { GuestOnly } from '../guards/GuestOnly';
import { lazyRoute } from './lazyRoute';

const auth = () => import('../../features/auth');

/** The auth pages (spec section 2, Auth routes): guests only, in the auth layout. */
export const authRoutes: RouteObject = {
  element: <GuestOnly />,
  children: [
    {
      ...lazyRoute(async () => (await auth()).AuthLayout),
      children: [
        { path: 'login', ...lazyRoute(async () => (await auth()).loadLoginScreen()) },
        { path: 'register', ...lazyRoute(async () => (await auth()).loadRegisterScreen()) },
        { path: 'forget-password', ...lazyRoute(async () => (await auth()).loadForgotPasswordScreen()) },
        { path: 'verify-email', ...lazyRoute(async () => (await auth()).loadVerifyEmailScreen()) },
        { path: 'reset-password', ...lazyRoute(async () => (await auth()).loadResetPasswordScreen()) },
      ],
    },
  ],
};
