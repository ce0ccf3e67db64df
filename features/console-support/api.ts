import { useSWRConfig } from 'swr';
import {
  adminSupportListResponseSchema,
  adminSupportRequestSchema,
  type AdminSupportRequest,
  type SupportReplyBody,
  type SupportRequestStatus,
} from '../../contract';
import { api, useApi } from '../../client';
import { refreshAudit } from '../console-audit';

const INBOX_PATH = 'admin/support';

/** The inbox's SWR key (and path), with its filter. */
export function inboxKey(status?: SupportRequestStatus): string {
  return status ? `${INBOX_PATH}?status=${status}` : INBOX_PATH;
}

/** GET /v1/admin/support: open first, oldest first. */
export function useSupportInbox(status?: SupportRequestStatus) {
  return useApi(inboxKey(status), adminSupportListResponseSchema.entries.data);
}

export const requestKey = (id: string) => [INBOX_PATH, id] as const;

/** GET /v1/admin/support/{id}: the request and its thread. */
export function useSupportRequest(id: string) {
  return useApi(requestKey(id), adminSupportRequestSchema);
}

/** The request's actions; each answers the request as it is now, which replaces the cached one and refreshes the inbox. */
export function useSupportActions(id: string) {
  const { mutate } = useSWRConfig();
  const settle = async (request: AdminSupportRequest) => {
    await mutate(requestKey(id), request, { revalidate: false });
    await mutate((key) => typeof key === 'string' && key.startsWith(INBOX_PATH));
    void refreshAudit(mutate);
    return request;
  };
  return {
    reply: async (body: SupportReplyBody) => settle(await api.post([INBOX_PATH, id, 'replies'], adminSupportRequestSchema, body)),
    close: async () => settle(await api.post([INBOX_PATH, id, 'close'], adminSupportRequestSchema)),
    reopen: async () => settle(await api.post([INBOX_PATH, id, 'reopen'], adminSupportRequestSchema)),
  };
}
