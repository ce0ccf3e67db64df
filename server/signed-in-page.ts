/**
 * Pages the server renders for their signed-in visitor: /checkout, with the product, the buyer,
 * the campuses and the wallet. The visitor's access token comes from the cookie the browser keeps
 * it in (path /, SameSite Strict); the answers come from the API itself, called in this process
 * with that token, so they are exactly what the browser would be told and nobody sees more than
 * the API shows them. A token that has expired gets a 401 like any other call, and the page is
 * then the plain shell: the browser renews the session and renders it, as it always did.
 */
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCESS_TOKEN_COOKIE } from '../contract';
import type { AppEnv } from './http/app-env';
import type { InitialData, PageRenderer } from './page-render';

/** The app's route of the checkout (client/paths.ts, which the server may not import). */
export const CHECKOUT_PATH = '/checkout';

/**
 * An API path the page may ask for: segments of URL-safe characters (none of them `.` or `..`)
 * and an optional query, so a crafted address cannot steer the call to another endpoint.
 */
const SAFE_API_PATH = /^(?!.*(?:^|\/)\.{1,2}(?:\/|\?|$))[\w.~-]+(?:\/[\w.~-]+)*(?:\?[\w.~%&=+-]*)?$/;

export const isSafeApiPath = (apiPath: string) => SAFE_API_PATH.test(apiPath);

/** The `data` of the visitor's own GET of `apiPath`, or undefined unless it answered 200. */
async function answerAs(app: Hono<AppEnv>, c: Context<AppEnv>, apiPath: string, accessToken: string): Promise<unknown> {
  const request = new Request(new URL(`/v1/${apiPath}`, c.req.url), {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const response = await app.fetch(request, c.env);
  if (response.status !== 200) {
    await response.body?.cancel();
    return undefined;
  }
  const body = (await response.json()) as { data?: unknown };
  return body.data;
}

/**
 * `shell` with the page at the request's address rendered for its signed-in visitor, or undefined
 * when it is not such a page, there is no visitor, or any of the page's first requests is not
 * answered (the browser then renders the page from the shell).
 */
export async function renderSignedInPage(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
  shell: string,
  renderer: PageRenderer | undefined,
): Promise<string | undefined> {
  const url = new URL(c.req.url);
  if (url.pathname !== CHECKOUT_PATH || !renderer) return undefined;
  const accessToken = getCookie(c, ACCESS_TOKEN_COOKIE);
  if (!accessToken) return undefined;
  const address = `${url.pathname}${url.search}`;
  const requests = await renderer.firstRequests(address, true);
  if (requests.length === 0 || !requests.every(isSafeApiPath)) return undefined;
  const answers = await Promise.all(requests.map((apiPath) => answerAs(app, c, apiPath, accessToken)));
  if (answers.some((answer) => answer === undefined)) return undefined;
  const initialData: InitialData = Object.fromEntries(requests.map((apiPath, index) => [apiPath, answers[index]]));
  const html = await renderer.renderInto(shell, address, initialData, { accessToken });
  return html === shell ? undefined : html;
}
