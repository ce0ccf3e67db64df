import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, type within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending } from '../../stories/msw/respond';
import { GENERIC_ERROR_MESSAGE } from '../../client';
import { ACCOUNT_NAME_MISMATCH, FIRST_WITHDRAWAL_WAITS, GUESSABLE_PIN_MESSAGE } from '../../contract';
import {
  mismatchedAccount,
  noPin,
  pinCodeSent,
  pinSet,
  resolvedAccount,
  SAMPLE_NOW,
  sampleWithdrawal,
  savedBankAccount,
} from './fixtures';
import { PIN_MISMATCH_MESSAGE } from './PinWizard';
import { approvedUser, walletBeforeEach, walletParameters, modal, openWithdraw, recorded, typeCode, type Sent } from './storyKit';
import { WalletScreen } from './WalletScreen';

const meta = {
  title: 'Features/Wallet/Withdraw',
  component: WalletScreen,
  decorators: [withApp],
  args: { dashboard: 'buyer', now: SAMPLE_NOW, goToPayment: fn(), pollMs: 50 },
  parameters: walletParameters,
  beforeEach: walletBeforeEach,
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const noPinYet = (msw: { use: (...handlers: ReturnType<typeof http.get>[]) => void }) =>
  msw.use(http.get('/v1/wallet/pin', () => ok(noPin)));

/** Goes through steps 0 to 2 of the PIN wizard with `pin`, typed twice. */
async function choosePin(canvas: ReturnType<typeof within>, pin: string) {
  await openWithdraw(canvas);
  const intro = await modal('You do not have a withdrawal PIN set');
  await userEvent.click(intro.getByRole('button', { name: 'Create PIN' }));
  const create = await modal('Create Withdrawal PIN');
  await typeCode(create, 'New PIN', pin);
  await userEvent.click(create.getByRole('button', { name: 'Proceed' }));
  const again = await modal('Re-enter Withdrawal PIN');
  await typeCode(again, 'Re-enter PIN', pin);
  await userEvent.click(again.getByRole('button', { name: 'Confirm' }));
}

/** From the saved account to the PIN step with `naira` typed as the amount. */
async function toPinStep(canvas: ReturnType<typeof within>, naira: string) {
  await openWithdraw(canvas);
  const dialog = await modal('Withdraw');
  await userEvent.click(await dialog.findByRole('button', { name: 'Continue' }));
  await userEvent.type(await dialog.findByRole('textbox', { name: /Amount/ }), naira);
  await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
  await dialog.findByRole('heading', { name: 'Enter your withdrawal PIN' });
  return dialog;
}

export const NoPin: Story = {
  beforeEach: ({ msw }) => noPinYet(msw),
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    const dialog = await modal('You do not have a withdrawal PIN set');
    await expect(dialog.getByRole('button', { name: 'Create PIN' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CreatePin: Story = {
  parameters: { visual: true },
  beforeEach: ({ msw }) => noPinYet(msw),
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    await userEvent.click((await modal('You do not have a withdrawal PIN set')).getByRole('button', { name: 'Create PIN' }));
    const dialog = await modal('Create Withdrawal PIN');
    await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
    await expect(await dialog.findByText('Enter 4 digits')).toBeVisible();
    await typeCode(dialog, 'New PIN', '25');
    await expect(dialog.getByLabelText('Digit 1 of 4')).toHaveAttribute('type', 'password');
  },
};

export const PinMismatch: Story = {
  beforeEach: ({ msw }) => noPinYet(msw),
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    await userEvent.click((await modal('You do not have a withdrawal PIN set')).getByRole('button', { name: 'Create PIN' }));
    const create = await modal('Create Withdrawal PIN');
    await typeCode(create, 'New PIN', '2580');
    await userEvent.click(create.getByRole('button', { name: 'Proceed' }));
    const again = await modal('Re-enter Withdrawal PIN');
    await expect(again.getByRole('progressbar', { name: 'Step 2 of 3' })).toBeVisible();
    await typeCode(again, 'Re-enter PIN', '2581');
    await userEvent.click(again.getByRole('button', { name: 'Confirm' }));
    await expect(await again.findByText(PIN_MISMATCH_MESSAGE)).toBeVisible();
    await expect(again.getByLabelText('Digit 1 of 4')).toHaveValue('');
    await expect(screen.getByRole('dialog', { name: 'Re-enter Withdrawal PIN' })).toBeVisible();
  },
};

/** The screen warns against repeats and runs, and refuses them before anything is sent. */
export const GuessablePin: Story = {
  beforeEach({ msw }) {
    noPinYet(msw);
    const seen: Sent[] = [];
    msw.use(recorded(seen, 'post', '/v1/wallet/pin/otp', () => HttpResponse.json(pinCodeSent, { status: 202 })));
    return () => void expect(seen).toEqual([]);
  },
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    await userEvent.click((await modal('You do not have a withdrawal PIN set')).getByRole('button', { name: 'Create PIN' }));
    const dialog = await modal('Create Withdrawal PIN');
    await expect(dialog.getByText(/Do not use your birthday, a repeat such as 1111 or a run such as 1234 or 4321/)).toBeVisible();
    for (const pin of ['1111', '1234', '4321']) {
      await typeCode(dialog, 'New PIN', pin);
      await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
      await expect(await dialog.findByText(GUESSABLE_PIN_MESSAGE)).toBeVisible();
      await expect(dialog.getByLabelText('Digit 1 of 4')).toHaveValue('');
    }
    await typeCode(dialog, 'New PIN', '2580');
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
    await expect(await screen.findByRole('dialog', { name: 'Re-enter Withdrawal PIN' })).toBeVisible();
  },
};

export const VerifyOtp: Story = {
  beforeEach({ msw }) {
    const seen: Sent[] = [];
    let created = false;
    msw.use(
      http.get('/v1/wallet/pin', () => ok(created ? pinSet : noPin)),
      // As the server answers it: 202 Accepted, with the sentence under `data`.
      recorded(seen, 'post', '/v1/wallet/pin/otp', () => HttpResponse.json(pinCodeSent, { status: 202 })),
      recorded(seen, 'put', '/v1/wallet/pin', (body) => {
        if ((body as { otp?: string }).otp !== '4821') return fail(422, 'Code is wrong or has expired');
        created = true;
        return ok(pinSet);
      }),
    );
    return () =>
      void expect(seen.map((sent) => [sent.method, sent.path, sent.body])).toEqual([
        ['POST', '/v1/wallet/pin/otp', {}],
        ['PUT', '/v1/wallet/pin', { pin: '2580', otp: '1111' }],
        ['POST', '/v1/wallet/pin/otp', {}],
        ['PUT', '/v1/wallet/pin', { pin: '2580', otp: '4821' }],
      ]);
  },
  play: async ({ canvas }) => {
    await choosePin(canvas, '2580');
    const dialog = await modal('Verify OTP to create PIN');
    await expect(dialog.getByRole('progressbar', { name: 'Step 3 of 3' })).toBeVisible();
    await expect(await dialog.findByText(`Enter the 4-digit code we sent to ${approvedUser.email}.`)).toBeVisible();
    await expect(dialog.queryByText(GENERIC_ERROR_MESSAGE)).not.toBeInTheDocument();
    await typeCode(dialog, 'Code', '1111');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(await dialog.findByText('Code is wrong or has expired')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Resend code' }));
    await expect(await screen.findByText('A new code is on its way')).toBeVisible();
    await expect(dialog.queryByText(GENERIC_ERROR_MESSAGE)).not.toBeInTheDocument();
    await typeCode(dialog, 'Code', '4821');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByText('Withdrawal PIN created')).toBeVisible();
    const next = await modal('Withdraw');
    await expect(await next.findByText('Withdraw to')).toBeVisible();
  },
};

export const KycNotApproved: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/user', () => ok({ ...approvedUser, kycStatus: 'PENDING' })),
      http.get('/v1/wallet/bank-account', () => ok(null)),
    );
  },
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    const dialog = await modal('Withdraw');
    await expect(await dialog.findByRole('heading', { name: 'Verify your identity first' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Go to verification' })).toHaveAttribute(
      'href',
      '/dashboard/profile/verification',
    );
  },
};

export const AddBankAccount: Story = {
  beforeEach({ msw }) {
    const seen: Sent[] = [];
    let saved = false;
    msw.use(
      http.get('/v1/wallet/bank-account', () => ok(saved ? savedBankAccount : null)),
      recorded(seen, 'post', '/v1/wallet/bank-account/resolve', () => ok(resolvedAccount)),
      recorded(seen, 'put', '/v1/wallet/bank-account', () => {
        saved = true;
        return ok(savedBankAccount);
      }),
    );
    return () =>
      void expect(seen.map((sent) => sent.body)).toEqual([
        { bankCode: '058', accountNumber: '0123456789' },
        { bankCode: '058', accountNumber: '0123456789', accountName: 'ADA OBI' },
      ]);
  },
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    const dialog = await modal('Withdraw');
    await dialog.findByRole('heading', { name: 'Bank account' });
    await userEvent.click(dialog.getByRole('button', { name: 'Verify account' }));
    await expect(await dialog.findByText('Choose your bank')).toBeVisible();
    await expect(dialog.getByText('Account Number must be 10 digits')).toBeVisible();

    await userEvent.type(dialog.getByRole('combobox', { name: 'Bank' }), 'guaranty');
    await userEvent.click(await screen.findByRole('option', { name: 'Guaranty Trust Bank' }));
    const number = dialog.getByRole('textbox', { name: 'Account Number' });
    await userEvent.type(number, '01234-56789');
    await expect(number).toHaveValue('0123456789');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify account' }));

    await expect(await dialog.findByRole('heading', { name: 'Is this your account?' })).toBeVisible();
    await expect(dialog.getByText('ADA OBI')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm account' }));
    await expect(await dialog.findByRole('heading', { name: 'How much?' })).toBeVisible();
    await expect(dialog.getByText('Guaranty Trust Bank ••••6789')).toBeVisible();
  },
};

export const NameMismatch: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/wallet/bank-account', () => ok(null)),
      http.post('/v1/wallet/bank-account/resolve', () => ok(mismatchedAccount)),
    );
  },
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    const dialog = await modal('Withdraw');
    await userEvent.type(await dialog.findByRole('combobox', { name: 'Bank' }), 'guaranty');
    await userEvent.click(await screen.findByRole('option', { name: 'Guaranty Trust Bank' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Account Number' }), '0000000001');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify account' }));
    await expect(await dialog.findByText(ACCOUNT_NAME_MISMATCH)).toBeVisible();
    await expect(dialog.getByText('EMEKA NWOSU')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Confirm account' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Change account' }));
    await expect(await dialog.findByRole('textbox', { name: 'Account Number' })).toHaveValue('0000000001');
  },
};

export const AmountInvalid: Story = {
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    const dialog = await modal('Withdraw');
    await expect(await dialog.findByText('ADA OBI')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const amount = await dialog.findByRole('textbox', { name: /Amount/ });
    await expect(amount).toHaveAccessibleDescription('Available: ₦84,500. Minimum: ₦1,000.');
    await userEvent.type(amount, '999');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(await dialog.findByText('Amount must be at least ₦1,000')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '84,500.01{Enter}');
    await expect(await dialog.findByText('Amount is more than your available balance of ₦84,500')).toBeVisible();
  },
};

export const WrongPin: Story = {
  beforeEach({ msw }) {
    const seen: Sent[] = [];
    msw.use(recorded(seen, 'post', '/v1/wallet/withdrawals', () => fail(422, 'Wrong PIN. 3 attempts left.')));
    return () => {
      const keys = seen.map((sent) => (sent.body as { idempotencyKey: string }).idempotencyKey);
      // A refused attempt sent nothing, so the next attempt is a new one.
      void expect(new Set(keys).size).toBe(2);
      void expect(seen[0]?.body).toMatchObject({ amountKobo: 2_500_000, pin: '1111' });
    };
  },
  play: async ({ canvas }) => {
    const dialog = await toPinStep(canvas, '25000');
    await expect(dialog.getByText('₦25,000')).toBeVisible();
    await typeCode(dialog, 'Withdrawal PIN', '1111');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw ₦25,000' }));
    await expect(await dialog.findByText('Wrong PIN. 3 attempts left.')).toBeVisible();
    await expect(dialog.getByLabelText('Digit 1 of 4')).toHaveValue('');
    await typeCode(dialog, 'Withdrawal PIN', '2222');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByText('Wrong PIN. 3 attempts left.')).toBeVisible());
  },
};

// A new seller whose only sale was disputed: the server holds the first withdrawal back (409), and says until when.
export const FirstWithdrawalWaits: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/wallet/withdrawals', () => fail(409, FIRST_WITHDRAWAL_WAITS)));
  },
  play: async ({ canvas }) => {
    const dialog = await toPinStep(canvas, '25000');
    await typeCode(dialog, 'Withdrawal PIN', '2580');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw ₦25,000' }));
    await expect(await dialog.findByText(FIRST_WITHDRAWAL_WAITS)).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveTextContent(FIRST_WITHDRAWAL_WAITS);
    // Not a PIN problem: the PIN field carries no error.
    await expect(dialog.getByLabelText('Digit 1 of 4')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.queryByRole('heading', { name: 'Your withdrawal is on its way' })).not.toBeInTheDocument();
  },
};

export const Locked: Story = {
  beforeEach({ msw }) {
    const until = new Date(Date.now() + 20 * 60 * 1000).toISOString();
    msw.use(http.get('/v1/wallet/pin', () => ok({ hasPin: true, lockedUntil: until })));
  },
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    const dialog = await modal('Withdraw');
    await expect(await dialog.findByRole('heading', { name: 'Withdrawals are locked' })).toBeVisible();
    await expect(dialog.getByText(/withdrawals are locked until \d{1,2}:\d{2} [AP]M on \w+ \d{1,2}, \d{4}\./)).toBeVisible();
  },
};

export const LockedByWrongPins: Story = {
  beforeEach({ msw }) {
    let locked = false;
    const until = new Date(Date.now() + 30 * 60 * 1000).toISOString();
    msw.use(
      http.get('/v1/wallet/pin', () => ok({ hasPin: true, lockedUntil: locked ? until : null })),
      http.post('/v1/wallet/withdrawals', () => {
        locked = true;
        return fail(423, 'Too many wrong PINs. Withdrawals are locked for 30 minutes.');
      }),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await toPinStep(canvas, '5000');
    await typeCode(dialog, 'Withdrawal PIN', '9999');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw ₦5,000' }));
    await expect(await dialog.findByRole('heading', { name: 'Withdrawals are locked' })).toBeVisible();
    await expect(await dialog.findByText(/withdrawals are locked until/)).toBeVisible();
  },
};

export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/wallet/withdrawals', () => ok(sampleWithdrawal('pending'), 201)),
      http.get('/v1/wallet/withdrawals/:id', () => ok(sampleWithdrawal('pending'))),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await toPinStep(canvas, '25000');
    await typeCode(dialog, 'Withdrawal PIN', '2580');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw ₦25,000' }));
    await expect(await dialog.findByRole('heading', { name: 'Your withdrawal is on its way' })).toBeVisible();
    await expect(dialog.getByText(/₦25,000 is being sent to Guaranty Trust Bank ••••6789/)).toBeVisible();
  },
};

export const Successful: Story = {
  beforeEach({ msw }) {
    let polls = 0;
    msw.use(
      http.post('/v1/wallet/withdrawals', () => ok(sampleWithdrawal('pending'), 201)),
      http.get('/v1/wallet/withdrawals/:id', () => ok(sampleWithdrawal(++polls >= 2 ? 'successful' : 'pending'))),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await toPinStep(canvas, '25000');
    await typeCode(dialog, 'Withdrawal PIN', '2580');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw ₦25,000' }));
    await expect(await dialog.findByRole('heading', { name: 'Withdrawal successful' }, { timeout: 3000 })).toBeVisible();
    await expect(dialog.getByText('₦25,000 was sent to Guaranty Trust Bank ••••6789 (ADA OBI).')).toBeVisible();
  },
};

export const Returned: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/wallet/withdrawals', () => ok(sampleWithdrawal('pending'), 201)),
      http.get('/v1/wallet/withdrawals/:id', () => ok(sampleWithdrawal('failed'))),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await toPinStep(canvas, '25000');
    await typeCode(dialog, 'Withdrawal PIN', '2580');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw ₦25,000' }));
    await expect(await dialog.findByRole('heading', { name: 'Returned to your wallet' }, { timeout: 3000 })).toBeVisible();
    await expect(dialog.getByText(/did not go through, so ₦25,000 was returned to your wallet/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RetryReusesKey: Story = {
  beforeEach({ msw }) {
    const seen: Sent[] = [];
    msw.use(
      recorded(seen, 'post', '/v1/wallet/withdrawals', () =>
        seen.length === 1 ? HttpResponse.error() : ok(sampleWithdrawal('successful'), 200),
      ),
    );
    return () => {
      const keys = seen.map((sent) => (sent.body as { idempotencyKey: string }).idempotencyKey);
      void expect(keys).toHaveLength(2);
      void expect(keys[1]).toBe(keys[0]);
    };
  },
  play: async ({ canvas }) => {
    const dialog = await toPinStep(canvas, '25000');
    await typeCode(dialog, 'Withdrawal PIN', '2580');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw ₦25,000' }));
    await expect(await dialog.findByText(/you will not be charged twice/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw ₦25,000' }));
    await expect(await dialog.findByRole('heading', { name: 'Withdrawal successful' })).toBeVisible();
  },
};

export const PinStatusLoading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/wallet/pin', pending));
  },
  play: async ({ canvas }) => {
    await openWithdraw(canvas);
    const dialog = await modal('Withdraw');
    await expect(dialog.getByText('Loading your withdrawal settings')).toBeInTheDocument();
  },
};
