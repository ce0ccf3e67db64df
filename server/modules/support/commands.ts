/** The admin CLI's support command (`npm run admin -- support-requests [--limit N]`). */
import { badRequest } from '../../http/api-error';
import type { Services } from '../../services';
import { latestSupportRequests } from './queries';

export const SUPPORT_LIST_DEFAULT = 20;
export const SUPPORT_LIST_MAX = 500;

/** `[--limit N]`: how many of the newest requests to list. */
export function parseSupportListArgs(args: string[]): number {
  if (args.length === 0) return SUPPORT_LIST_DEFAULT;
  const [flag, value, ...rest] = args;
  const limit = Number(value);
  if (flag !== '--limit' || rest.length > 0 || !/^\d+$/.test(value ?? '') || limit < 1 || limit > SUPPORT_LIST_MAX)
    throw badRequest(`support-requests takes --limit N, a whole number from 1 to ${SUPPORT_LIST_MAX}`);
  return limit;
}

async function listSupportRequests(services: Services, args: string[]): Promise<string> {
  const requests = await latestSupportRequests(services.db, parseSupportListArgs(args));
  if (requests.length === 0) return 'No support requests.';
  return requests
    .map((request) =>
      [
        `${request.reference}  ${request.createdAt.toISOString()}  ${request.service}  (${request.source === 'contact' ? 'contact form' : 'help centre'}${request.userId ? `, account ${request.userId}` : ', visitor'})`,
        `  ${request.firstname} ${request.lastname} <${request.email}>  ${request.phone}  id ${request.id}`,
        ...request.detail.split('\n').map((line) => `  | ${line}`),
      ].join('\n'),
    )
    .join('\n\n');
}

export const supportCommands: Record<string, (services: Services, args: string[]) => Promise<string>> = {
  'support-requests': listSupportRequests,
};
