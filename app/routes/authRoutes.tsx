import type { RouteObject } from 'react-router';
import { routePatterns } from '../../client';
import { GuestOnly } from '../guards/GuestOnly';
import { lazyRoute } from './lazyRoute';

const auth = () => import('../../features/auth');

/** The auth pages: guests only, in the auth layout. */
export const authRoutes: RouteObject = {
  element: <GuestOnly />,
  children: [
    {
      ...lazyRoute(async () => (await auth()).AuthLayout),
      children: [
        { path: routePatterns.login, ...lazyRoute(async () => (await auth()).loadLoginScreen()) },
        { path: routePatterns.register, ...lazyRoute(async () => (await auth()).loadRegisterScreen()) },
        { path: routePatterns.forgotPassword, ...lazyRoute(async () => (await auth()).loadForgotPasswordScreen()) },
        { path: routePatterns.verifyEmail, ...lazyRoute(async () => (await auth()).loadVerifyEmailScreen()) },
        { path: routePatterns.resetPassword, ...lazyRoute(async () => (await auth()).loadResetPasswordScreen()) },
      ],
    },
  ],
};
