import {
  messageSchema,
  registerResponseSchema,
  resetTokenResponseSchema,
  tokenPairSchema,
  type EmailOnlyBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type VerifyEmailBody,
} from '../../contract';
import { api, isAbort, type RequestOptions } from '../../client';

/**
 * The /v1/auth calls the screens make. Each resolves to the answer's `data` (parsed with the
 * contract) or rejects with the client's ApiError. None of them triggers a token refresh.
 */
export const authApi = {
  /**
   * Answers the access token; the refresh token arrives as the server's HttpOnly cookie, which
   * outlives the browser when `remember` is true.
   */
  login: (body: LoginBody, options?: RequestOptions) => api.post('auth/login', tokenPairSchema, body, options),
  register: (body: RegisterBody, options?: RequestOptions) =>
    api.post('auth/register', registerResponseSchema.entries.data, body, options),
  verifyEmail: (body: VerifyEmailBody, options?: RequestOptions) => api.post('auth/verify-email', messageSchema, body, options),
  resendCode: (body: EmailOnlyBody, options?: RequestOptions) => api.post('auth/resend-code', messageSchema, body, options),
  forgotPassword: (body: EmailOnlyBody, options?: RequestOptions) =>
    api.post('auth/forgot-password', messageSchema, body, options),
  verifyResetCode: (body: VerifyEmailBody, options?: RequestOptions) =>
    api.post('auth/verify-reset-code', resetTokenResponseSchema.entries.data, body, options),
  resetPassword: (body: ResetPasswordBody, options?: RequestOptions) =>
    api.post('auth/reset-password', messageSchema, body, options),
};

/** Whether a call failed only because the screen that made it went away (its signal aborted). */
export const isAborted = isAbort;
