import type { CurrentUser, KycStatus, TokenPair } from '../../contract';

/** The signed-in student of the account stories, with each KYC status. */
export function userWithKyc(base: CurrentUser, kycStatus: KycStatus): CurrentUser {
  return { ...base, kycStatus };
}

/** What POST /v1/user/password answers a browser (the new refresh token goes into an HttpOnly cookie). */
export const renewedTokens: TokenPair = {
  accessToken: 'story-access-token-after-password-change',
  expiresIn: 900,
};
