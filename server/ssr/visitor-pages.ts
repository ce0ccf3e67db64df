/**
 * Pages the server renders with their visitor's own API answers: /checkout for a signed-in buyer,
 * and /ticket/purchase for anyone (a guest chooses tickets before logging in). A signed-in
 * visitor's access token comes from the cookie the browser keeps it in (path /, SameSite Strict).
 * The answers come from the API itself, called in this process as the visitor (with that token,
 * or as a guest), so they are exactly what the browser would be told and nobody sees more than
 * the API shows them. Any answer other than 200 (a token that has expired gets a 401 like any
 * other call) leaves the page as the plain shell: the browser renews the session and renders it,
 * as it always did.
 */
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCESS_TOKEN_COOKIE } from '../../contract';
import type { AppEnv } from '../http/app-env';
import type { InitialData, PageRenderer } from './page-render';

/** The app's routes of these pages (client/paths.ts, which the server may not import). */
export const CHECKOUT_PATH = '/checkout';
export const TICKET_PURCHASE_PATH = '/ticket/purchase';

export type VisitorPageKind = 'checkout' | 'ticketPurchase';

/** The pages, by path: their kind (which names their renderer) and whether a guest gets one too. */
const VISITOR_PAGES: Record<string, { kind: VisitorPageKind; guests: boolean }> = {
  [CHECKOUT_PATH]: { kind: 'checkout', guests: false },
  [TICKET_PURCHASE_PATH]: { kind: 'ticketPurchase', guests: true },
};

/**
 * An API path the page may ask for: segments of URL-safe characters (none of them `.` or `..`)
 * and an optional query, so a crafted address cannot steer the call to another endpoint.
 */
const SAFE_API_PATH = /^(?!.*(?:^|\/)\.{1,2}(?:\/|\?|$))[\w.~-]+(?:\/[\w.~-]+)*(?:\?[\w.~%&=+-]*)?$/;

export const isSafeApiPath = (apiPath: string) => SAFE_API_PATH.test(apiPath);

/** The `data` of the visitor's own GET of `apiPath`, or undefined unless it answered 200. */
async function answerAs(app: Hono<AppEnv>, c: Context<AppEnv>, apiPath: string, accessToken: string | undefined) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await app.fetch(new Request(new URL(`/v1/${apiPath}`, c.req.url), { headers }), c.env);
  if (response.status !== 200) {
    await response.body?.cancel();
    return undefined;
  }
  const body = (await response.json()) as { data?: unknown };
  return body.data;
}

/**
 * `shell` with the page at the request's address rendered for its visitor (`personal` when it
 * was rendered for a signed-in one, and holds their details), or undefined when it is not such a
 * page (or not for a guest), or any of the page's first requests is not answered (the browser
 * then renders the page from the shell).
 */
export async function renderVisitorPage(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
  shell: string,
  renderers: Partial<Record<VisitorPageKind, PageRenderer>>,
): Promise<{ html: string; personal: boolean } | undefined> {
  const url = new URL(c.req.url);
  const page = VISITOR_PAGES[url.pathname];
  const renderer = page && renderers[page.kind];
  if (!page || !renderer) return undefined;
  const accessToken = getCookie(c, ACCESS_TOKEN_COOKIE) || undefined;
  if (!accessToken && !page.guests) return undefined;
  const address = `${url.pathname}${url.search}`;
  const requests = await renderer.firstRequests(address, accessToken !== undefined);
  if (requests.length === 0 || !requests.every(isSafeApiPath)) return undefined;
  const answers = await Promise.all(requests.map((apiPath) => answerAs(app, c, apiPath, accessToken)));
  if (answers.some((answer) => answer === undefined)) return undefined;
  const initialData: InitialData = Object.fromEntries(requests.map((apiPath, index) => [apiPath, answers[index]]));
  const html = await renderer.renderInto(shell, address, initialData, accessToken ? { accessToken } : undefined);
  return html === shell ? undefined : { html, personal: accessToken !== undefined };
}
