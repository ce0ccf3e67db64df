import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending } from '../../stories/msw/respond';
import { HIDE_BALANCE_KEY } from './BalanceCard';
import {
  cardTransactions,
  monthOfRows,
  SAMPLE_MONTH,
  SAMPLE_NOW,
  sampleBalances,
  sampleDeposit,
  sampleDepositReference,
  sampleTransactions,
} from './fixtures';
import {
  expectLocation,
  walletBeforeEach,
  walletParameters,
  location,
  modal,
  recorded,
  walletReads,
  type Sent,
} from './storyKit';
import { WalletScreen } from './WalletScreen';

const meta = {
  title: 'Features/Wallet/WalletScreen',
  component: WalletScreen,
  decorators: [withApp],
  args: { dashboard: 'buyer', now: SAMPLE_NOW, goToPayment: fn(), pollMs: 50, depositWaitMs: 10_000 },
  parameters: walletParameters,
  beforeEach: walletBeforeEach,
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const balanceCard = async () => within(await screen.findByRole('region', { name: 'Balance' }));
const rows = async () => within(await screen.findByRole('list', { name: 'Transactions in November 2026' }));

export const Filled: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    const card = await balanceCard();
    await expect(await card.findByText('₦84,500')).toBeVisible();
    await expect(card.getByText('Available Balance')).toBeVisible();
    await expect(card.getByText('In escrow as buyer').nextElementSibling).toHaveTextContent('₦26,250');
    await expect(card.getByText('In escrow as seller').nextElementSibling).toHaveTextContent('₦12,000');
    await expect(card.getByText('Pending withdrawals').nextElementSibling).toHaveTextContent('₦5,000');
    await expect(card.getByRole('button', { name: 'Add funds' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Withdraw' })).toBeVisible();

    const list = await rows();
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(sampleTransactions.length);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('link', { name: 'Withdrawal' })).toBeVisible();
    await expect(first.getByText('To GTBank ••••6789')).toBeVisible();
    await expect(first.getByText('November 23, 2026, 4:45 PM')).toBeVisible();
    await expect(first.getByText('Paid out ₦5,000')).toBeInTheDocument();
    await expect(first.getByText('−₦5,000')).toBeVisible();
    await expect(first.getByText('Pending')).toBeVisible();
    const second = within(items[1] as HTMLElement);
    await expect(second.getByRole('link', { name: 'Earning Received' })).toBeVisible();
    await expect(second.getByText('+₦11,640')).toBeVisible();
    await expect(second.getByText('Successful')).toBeVisible();
    await expect(within(items[5] as HTMLElement).getByRole('link', { name: 'Withdrawal Returned' })).toBeVisible();

    await expect(canvas.getByText('Money in').nextElementSibling).toHaveTextContent('₦39,140');
    await expect(canvas.getByText('Money out').nextElementSibling).toHaveTextContent('₦267,500');
    await expect(canvas.getByRole('button', { name: /Month/ })).toHaveTextContent('November 2026');
  },
};

/** An order paid by card went from the card to escrow: listed as paid by card, outside the month's money in and out. */
export const CardPayments: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(...walletReads({ [SAMPLE_MONTH]: monthOfRows(SAMPLE_MONTH, cardTransactions) }));
  },
  play: async ({ canvas }) => {
    const items = (await rows()).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const [refund, card, fromWallet] = items.map((item) => within(item));

    await expect(card?.getByRole('link', { name: 'Payment' })).toBeVisible();
    await expect(card?.getByText('Samsung Galaxy A14 (card payment)')).toBeVisible();
    await expect(card?.getByText('Paid by card, held in escrow')).toBeVisible();
    await expect(card?.getByText('₦45,000')).toBeVisible();
    await expect(card?.getByText('Paid by card, held in escrow ₦45,000')).toBeInTheDocument();
    await expect(card?.queryByText('−₦45,000')).not.toBeInTheDocument();
    await expect(refund?.getByText('Refunded to your card')).toBeVisible();
    await expect(refund?.getByText('₦18,500')).toBeVisible();
    await expect(fromWallet?.getByText('−₦6,500')).toBeVisible();
    await expect(fromWallet?.queryByText(/by card|to your card/)).not.toBeInTheDocument();

    // Only the deposit came in and only the wallet payment went out.
    await expect(canvas.getByText('Money in').nextElementSibling).toHaveTextContent('₦20,000');
    await expect(canvas.getByText('Money out').nextElementSibling).toHaveTextContent('₦6,500');
    await expect(canvas.getByText(/Orders paid by card go straight from the card to escrow/)).toBeVisible();

    await userEvent.click(card?.getByRole('link', { name: 'Payment' }) as HTMLElement);
    const detail = await modal('Payment');
    await expect(
      detail.getByText(
        'Paid by card, held in escrow. Your wallet balance did not change, so this is not counted in Money in or Money out.',
      ),
    ).toBeVisible();
    await userEvent.click(detail.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/wallet', pending), http.get('/v1/wallet/transactions', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your balance')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your transactions')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add funds' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    let balanceCalls = 0;
    let historyCalls = 0;
    msw.use(
      http.get('/v1/wallet', () => (++balanceCalls === 1 ? fail(404, 'Your wallet could not be found') : ok(sampleBalances))),
      http.get('/v1/wallet/transactions', () =>
        ++historyCalls === 1
          ? fail(403, 'You cannot see this history')
          : ok({ month: '2026-11', inKobo: 0, outKobo: 0, items: [] }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your balance could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Your wallet could not be found')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Your transactions could not be loaded' })).toBeVisible();
    const [balanceRetry, historyRetry] = canvas.getAllByRole('button', { name: 'Try again' });
    await userEvent.click(balanceRetry as HTMLElement);
    await expect(await canvas.findByText('₦84,500')).toBeVisible();
    await userEvent.click(historyRetry as HTMLElement);
    await expect(await canvas.findByRole('heading', { name: 'No transactions in November 2026' })).toBeVisible();
  },
};

export const MonthPicker: Story = {
  play: async ({ canvas }) => {
    await rows();
    await userEvent.click(canvas.getByRole('button', { name: /Month/ }));
    const options = await screen.findAllByRole('option');
    // November 2026 back to January 2025, newest first.
    await expect(options).toHaveLength(23);
    await expect(options[0]).toHaveTextContent('November 2026');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options[1]).toHaveTextContent('October 2026');
    await expect(options.at(-1)).toHaveTextContent('January 2025');
    await userEvent.keyboard('{Escape}');
  },
};

export const EmptyMonth: Story = {
  beforeEach({ msw }) {
    const asked: string[] = [];
    msw.use(
      http.get('/v1/wallet/transactions', ({ request }) => {
        const month = new URL(request.url).searchParams.get('month') ?? '';
        asked.push(month);
        return ok({ month, inKobo: 0, outKobo: 0, items: month === '2026-11' ? sampleTransactions : [] });
      }),
    );
    return () => void expect(asked).toEqual(['2026-11', '2026-10']);
  },
  play: async ({ canvas }) => {
    await rows();
    await userEvent.click(canvas.getByRole('button', { name: /Month/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'October 2026' }));
    await waitFor(() => expectLocation('/dashboard/wallet?month=2026-10'));
    await expect(await canvas.findByRole('heading', { name: 'No transactions in October 2026' })).toBeVisible();
    await expect(canvas.getByText('Money in').nextElementSibling).toHaveTextContent('₦0');
    await expect(canvas.getByText('Money out').nextElementSibling).toHaveTextContent('₦0');
  },
};

export const HiddenBalance: Story = {
  play: async () => {
    const card = await balanceCard();
    await expect(await card.findByText('₦84,500')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Hide balance' }));
    await expect(card.queryByText('₦84,500')).not.toBeInTheDocument();
    await expect(card.queryByText('₦26,250')).not.toBeInTheDocument();
    await expect(card.getAllByText('₦ ****')).toHaveLength(4);
    await expect(card.getAllByText('Hidden')).toHaveLength(4);
    const show = card.getByRole('button', { name: 'Show balance' });
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(window.localStorage.getItem(HIDE_BALANCE_KEY)).toBe('true');
    await userEvent.click(show);
    await expect(card.getByText('₦84,500')).toBeVisible();
    await expect(window.localStorage.getItem(HIDE_BALANCE_KEY)).toBeNull();
  },
};

export const HiddenRemembered: Story = {
  beforeEach() {
    window.localStorage.setItem(HIDE_BALANCE_KEY, 'true');
  },
  play: async () => {
    const card = await balanceCard();
    await expect(await card.findByRole('button', { name: 'Show balance' })).toBeVisible();
    await expect(card.queryByText('₦84,500')).not.toBeInTheDocument();
    await expect(card.getAllByText('₦ ****')).toHaveLength(4);
  },
};

export const TransactionDetail: Story = {
  play: async ({ canvas }) => {
    const list = await rows();
    await userEvent.click(list.getByRole('link', { name: 'Earning Received' }));
    const detail = await modal('Earning Received');
    const [, earning] = sampleTransactions;
    await waitFor(() => expectLocation(`/dashboard/wallet?transaction=${earning?.id ?? ''}`));
    await expect(detail.getByText('Transaction ID').nextElementSibling).toHaveTextContent(earning?.id ?? '');
    await expect(detail.getByText('Date').nextElementSibling).toHaveTextContent('November 21, 2026, 10:12 AM');
    await expect(detail.getByText('Amount').nextElementSibling).toHaveTextContent('₦11,640');
    await expect(detail.getByText('Status').nextElementSibling).toHaveTextContent('Successful');
    await expect(detail.getByText('Handmade Ankara tote bag')).toBeVisible();
    await expect(detail.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      `/seller/dashboard/orders/${earning?.orderId ?? ''}`,
    );
    await userEvent.click(detail.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(location()).toHaveTextContent(/^\/dashboard\/wallet$/);
    await expect(canvas.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  },
};

export const LinkedTransaction: Story = {
  parameters: { route: { path: '/dashboard/wallet', url: '/dashboard/wallet?month=2025-03&transaction=tx-linked' } },
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/wallet/transactions/:id', ({ params }) =>
        params.id === 'tx-linked'
          ? ok({ ...sampleTransactions[3], id: 'tx-linked', createdAt: '2025-03-02T12:00:00Z' })
          : fail(404, 'Transaction not found'),
      ),
    );
  },
  play: async ({ canvas }) => {
    const detail = await modal('Deposit');
    await expect(detail.getByText('Transaction ID').nextElementSibling).toHaveTextContent('tx-linked');
    await expect(detail.getByText('Date').nextElementSibling).toHaveTextContent('March 2, 2025, 1:00 PM');
    await expect(detail.queryByRole('link', { name: 'View the order' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Month/, hidden: true })).toHaveTextContent('March 2025');
  },
};

export const DepositInvalid: Story = {
  beforeEach({ msw }) {
    const seen: Sent[] = [];
    msw.use(recorded(seen, 'post', '/v1/wallet/deposits', () => fail(500, 'unexpected')));
    return () => void expect(seen).toEqual([]);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add funds' }));
    const dialog = await modal('Add funds');
    const amount = dialog.getByRole('textbox', { name: 'Enter amount to deposit' });
    const proceed = dialog.getByRole('button', { name: 'Proceed to payment' });
    await userEvent.click(proceed);
    await expect(amount).toHaveAccessibleDescription(/Enter an amount/);
    await userEvent.type(amount, '50');
    await userEvent.click(proceed);
    await expect(await dialog.findByText('Amount must be at least ₦100')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '6,000,000');
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Amount must be at most ₦5,000,000')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, 'twenty');
    await userEvent.click(proceed);
    await expect(await dialog.findByText(/using digits only/)).toBeVisible();
  },
};

export const DepositProceeds: Story = {
  args: { dashboard: 'seller' },
  parameters: { route: { path: '/seller/dashboard/wallet', url: '/seller/dashboard/wallet' } },
  beforeEach({ msw }) {
    const seen: Sent[] = [];
    msw.use(
      recorded(seen, 'post', '/v1/wallet/deposits', () =>
        ok(
          {
            deposit: sampleDeposit('pending'),
            payment: { authorizationUrl: 'https://checkout.paystack.com/dep_5f2c9a7e01', reference: sampleDepositReference },
          },
          201,
        ),
      ),
    );
    return () =>
      void expect(seen).toEqual([
        { method: 'POST', path: '/v1/wallet/deposits', body: { amountKobo: 2_000_050, dashboard: 'seller' } },
      ]);
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add funds' }));
    const dialog = await modal('Add funds');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Enter amount to deposit' }), '₦20,000.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(args.goToPayment).toHaveBeenCalledWith('https://checkout.paystack.com/dep_5f2c9a7e01'));
  },
};

export const DepositRefused: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/wallet/deposits', () => fail(503, 'Payments are unavailable right now. Try again shortly.')));
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add funds' }));
    const dialog = await modal('Add funds');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Enter amount to deposit' }), '5000');
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed to payment' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Payments are unavailable right now. Try again shortly.');
    await expect(args.goToPayment).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const returning = { route: { path: '/dashboard/wallet', url: `/dashboard/wallet?deposit=${sampleDepositReference}` } };

export const DepositWaiting: Story = {
  parameters: returning,
  beforeEach({ msw }) {
    msw.use(http.get('/v1/wallet/deposits/:reference', () => ok(sampleDeposit('pending'))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirming your deposit')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Deposit' })).getByRole('status')).toHaveTextContent(
      /Confirming your deposit/,
    );
    await expectLocation(`?deposit=${sampleDepositReference}`);
  },
};

export const DepositCredited: Story = {
  parameters: returning,
  beforeEach({ msw }) {
    let polls = 0;
    let credited = false;
    msw.use(
      http.get('/v1/wallet/deposits/:reference', ({ params }) => {
        if (params.reference !== sampleDepositReference) return fail(404, 'Deposit not found');
        polls += 1;
        credited = polls >= 3;
        return ok(sampleDeposit(credited ? 'successful' : 'pending'));
      }),
      http.get('/v1/wallet', () => ok(credited ? { ...sampleBalances, availableKobo: 10_450_000 } : sampleBalances)),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirming your deposit')).toBeVisible();
    await expect(await screen.findByText('₦20,000 added to your wallet', {}, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByText('Available Balance: ₦104,500')).toBeVisible();
    await expect(await canvas.findByText('₦104,500')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/wallet$/));
    await expect(canvas.queryByText('Confirming your deposit')).not.toBeInTheDocument();
  },
};

export const DepositFailed: Story = {
  parameters: returning,
  beforeEach({ msw }) {
    msw.use(http.get('/v1/wallet/deposits/:reference', () => ok(sampleDeposit('failed'))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your deposit was not completed')).toBeVisible();
    await expect(canvas.getByText(/The payment of ₦20,000 did not go through/)).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/wallet$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const dialog = await modal('Add funds');
    await expect(dialog.getByRole('textbox', { name: 'Enter amount to deposit' })).toHaveValue('20000');
    await expect(canvas.queryByText('Your deposit was not completed')).not.toBeInTheDocument();
  },
};

export const DepositStillPending: Story = {
  args: { depositWaitMs: 300 },
  parameters: returning,
  beforeEach({ msw }) {
    let polls = 0;
    msw.use(http.get('/v1/wallet/deposits/:reference', () => ok(sampleDeposit(++polls > 100 ? 'successful' : 'pending'))));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("We're still waiting for your payment to be confirmed", {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/If you paid, ₦20,000 is added/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(await canvas.findByText('Confirming your deposit')).toBeVisible();
  },
};

export const DepositUnknown: Story = {
  parameters: returning,
  beforeEach({ msw }) {
    msw.use(http.get('/v1/wallet/deposits/:reference', () => fail(404, 'Deposit not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not find this deposit')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('We could not find this deposit')).not.toBeInTheDocument();
  },
};
