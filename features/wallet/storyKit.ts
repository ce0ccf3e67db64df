/** Story helpers for the wallet: the API answered from sample data, what was sent, and typing codes. */
import { http, type HttpHandler } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { CurrentUser, WalletMonth } from '../../contract';
import { ok, sampleUser } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { HIDE_BALANCE_KEY } from './BalanceCard';
import { pinSet, sampleBalances, sampleBanks, sampleMonth, savedBankAccount, SAMPLE_MONTH, monthOfRows } from './fixtures';

/** A student whose identity is verified (KYC approved): withdrawals may go to their own account. */
export const approvedUser: CurrentUser = { ...sampleUser, kycStatus: 'APPROVED' };

/** What a handler received: method, path and JSON body. */
export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Records the request in `seen`, then answers `reply(body)`. */
export function recorded(
  seen: Sent[],
  method: 'post' | 'put',
  path: string,
  reply: (body: unknown) => Response | Promise<Response>,
) {
  return http[method](path, async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    seen.push({ method: method.toUpperCase(), path: new URL(request.url).pathname, body });
    return reply(body);
  });
}

/** Every wallet read answered from the samples: November 2026 filled, other months empty. */
export function walletReads(months: Record<string, WalletMonth> = { [SAMPLE_MONTH]: sampleMonth }): HttpHandler[] {
  return [
    http.get('/v1/user', () => ok(approvedUser)),
    http.get('/v1/wallet', () => ok(sampleBalances)),
    http.get('/v1/wallet/transactions', ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? SAMPLE_MONTH;
      return ok(months[month] ?? monthOfRows(month, []));
    }),
    http.get('/v1/wallet/pin', () => ok(pinSet)),
    http.get('/v1/wallet/bank-account', () => ok(savedBankAccount)),
    http.get('/v1/wallet/banks', () => ok(sampleBanks)),
  ];
}

/** Story setup and teardown: no toast or remembered choice left for the next story. */
export function cleanUp() {
  toast.clear();
  window.localStorage.removeItem(HIDE_BALANCE_KEY);
}

/** Where the wallet's stories stand: signed in, on the buyer's wallet page. */
export const walletParameters = { signedIn: true, route: { path: '/dashboard/wallet', url: '/dashboard/wallet' } };

/** Before each wallet story: every read answered from the samples, and a clean slate after it. */
export function walletBeforeEach({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  cleanUp();
  msw.use(...walletReads());
  return cleanUp;
}

export const location = () => screen.getByTestId('location');

/** The open modal named `name`. */
export async function modal(name: string | RegExp) {
  return within(await screen.findByRole('dialog', { name }));
}

/** Types `digits` into the boxes of the code field labelled `label` inside `root`. */
export async function typeCode(root: ReturnType<typeof within>, label: string, digits: string) {
  const group = within(await root.findByRole('group', { name: label }));
  await userEvent.click(group.getByLabelText(/^Digit 1 of/));
  await userEvent.keyboard(digits);
}

/** Opens the withdrawal modal from the balance card. */
export async function openWithdraw(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw' }));
}

/** Asserts the location shown by the story frame. */
export async function expectLocation(text: string) {
  await expect(location()).toHaveTextContent(text);
}
