import {
  supportRequestReceiptSchema,
  type AccountSupportRequestBody,
  type ContactRequestBody,
  type SupportRequestReceipt,
} from '../../contract';
import { api } from '../../client';

export const SUPPORT_REQUESTS_PATH = 'support/requests';

/**
 * POST /v1/support/requests: stores the message, e-mails the sender a confirmation and forwards
 * it to support. Signed in, the session's token goes with it and name and e-mail may be left out.
 */
export function sendSupportRequest(body: ContactRequestBody | AccountSupportRequestBody): Promise<SupportRequestReceipt> {
  return api.post(SUPPORT_REQUESTS_PATH, supportRequestReceiptSchema, body);
}
