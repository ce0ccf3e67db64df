import { useSWRConfig } from 'swr';
import { kycStatusResponseSchema, type KycStatusResponse, type KycSubmissionBody } from '../../contract';
import { ApiError, GENERIC_ERROR_MESSAGE, api, useApi, useCurrentUserCache } from '../../client';

/** The payload of GET /v1/kyc and POST /v1/kyc: the status and the latest submission. */
export const kycStatusSchema = kycStatusResponseSchema.entries.data;
export type KycStatusData = KycStatusResponse['data'];

export const KYC_KEY = 'kyc';

/** The signed-in user's KYC status and latest submission (GET /v1/kyc). */
export function useKycStatus() {
  return useApi(KYC_KEY, kycStatusSchema);
}

export const KYC_SUBMITTED_MESSAGE = 'KYC information submitted successfully';
export const KYC_SUBMIT_FAILED_MESSAGE = 'Failed to submit KYC information';

/** The sentence for a failed submission: the server's own message, or the generic one. */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.message && error.message !== GENERIC_ERROR_MESSAGE) {
    return error.message;
  }
  return KYC_SUBMIT_FAILED_MESSAGE;
}

/**
 * POST /v1/kyc. On success the cached KYC status becomes the answer (PENDING), and so does the
 * current user's, at once, while the user is fetched again: every screen and guard sees it.
 */
export function useSubmitKyc() {
  const { mutate } = useSWRConfig();
  const currentUser = useCurrentUserCache();
  return async (body: KycSubmissionBody): Promise<KycStatusData> => {
    const status = await api.post(KYC_KEY, kycStatusSchema, body);
    await mutate(KYC_KEY, status, { revalidate: false });
    void currentUser.refresh({ kycStatus: status.status });
    return status;
  };
}
