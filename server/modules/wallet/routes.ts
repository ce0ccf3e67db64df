import { Hono } from 'hono';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { resolvedBankAccountResponseSchema, withdrawalPinStatusResponseSchema } from '../../../contract';
import {
  SUSPENDED_BUYING,
  createDepositBodySchema,
  createWithdrawalBodySchema,
  payFromWalletBodySchema,
  resolveBankAccountBodySchema,
  saveBankAccountBodySchema,
  setWithdrawalPinBodySchema,
  walletTransactionsQuerySchema,
} from '../../../contract';
import type {
  BankAccountResponse,
  BanksResponse,
  CreateDepositResponse,
  DepositResponse,
  PayFromWalletResponse,
  PinCodeSentResponse,
  WalletMonthResponse,
  WalletResponse,
  WalletTransactionResponse,
  WithdrawalResponse,
} from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { payOrderFromWallet } from '../order/pay-from-wallet';
import { refuseSuspended } from '../people/suspension';
import { bankAccountOf, banks, resolveBankAccount, saveBankAccount } from './bank-account';
import { createDeposit, depositOfUser } from './deposit';
import { walletMonth, walletTransaction } from './history';
import { pinStatus, sendPinOtp, setPin, WithdrawalsLockedError } from './pin';
import { walletBalances } from './queries';
import { createWithdrawal, withdrawalOfUser } from './withdraw';

type ResolvedBankAccountResponse = v.InferOutput<typeof resolvedBankAccountResponseSchema>;
type WithdrawalPinStatusResponse = v.InferOutput<typeof withdrawalPinStatusResponseSchema>;

/** 423 while wrong PINs lock withdrawals, with until when. */
function locked(c: Context<AppEnv>, error: WithdrawalsLockedError) {
  return c.json({ message: error.message, lockedUntil: error.lockedUntil.toISOString() }, 423);
}

/**
 * /v1/wallet, for the signed-in user: balances, the month's history and one row, deposits, the
 * payout bank account, the withdrawal PIN, withdrawals and paying an order from the wallet.
 */
export function walletRoutes(services: Services) {
  const { db, clock, config } = services;
  const appOrigin = (c: Context<AppEnv>) => config.publicOrigin ?? new URL(c.req.url).origin;

  return new Hono<AppEnv>()
    .use(requireUser(services))
    .get('/', async (c) => {
      const body: WalletResponse = { data: await walletBalances(db, c.get('auth').userId) };
      return c.json(body);
    })
    .get('/transactions', validate('query', walletTransactionsQuerySchema), async (c) => {
      const { month } = c.req.valid('query');
      const body: WalletMonthResponse = { data: await walletMonth(db, c.get('auth').userId, clock.now(), month) };
      return c.json(body);
    })
    .get('/transactions/:id', async (c) => {
      const body: WalletTransactionResponse = { data: await walletTransaction(db, c.get('auth').userId, c.req.param('id')) };
      return c.json(body);
    })
    .post('/deposits', validate('json', createDepositBodySchema), async (c) => {
      const data = await createDeposit(services, c.get('auth').userId, c.req.valid('json'), appOrigin(c));
      const body: CreateDepositResponse = { data };
      return c.json(body, 201);
    })
    .get('/deposits/:reference', async (c) => {
      const body: DepositResponse = { data: await depositOfUser(services, c.get('auth').userId, c.req.param('reference')) };
      return c.json(body);
    })
    .get('/banks', async (c) => {
      const body: BanksResponse = { data: await banks(services) };
      return c.json(body);
    })
    .get('/bank-account', async (c) => {
      const body: BankAccountResponse = { data: await bankAccountOf(services, c.get('auth').userId) };
      return c.json(body);
    })
    .post('/bank-account/resolve', validate('json', resolveBankAccountBodySchema), async (c) => {
      const body: ResolvedBankAccountResponse = {
        data: await resolveBankAccount(services, c.get('auth').userId, c.req.valid('json')),
      };
      return c.json(body);
    })
    .put('/bank-account', validate('json', saveBankAccountBodySchema), async (c) => {
      const body: BankAccountResponse = { data: await saveBankAccount(services, c.get('auth').userId, c.req.valid('json')) };
      return c.json(body);
    })
    .get('/pin', async (c) => {
      const body: WithdrawalPinStatusResponse = { data: await pinStatus(services, c.get('auth').userId) };
      return c.json(body);
    })
    .post('/pin/otp', async (c) => {
      await sendPinOtp(services, c.get('auth').userId);
      const body: PinCodeSentResponse = { data: { message: 'We sent a 4-digit code to your e-mail address.' } };
      return c.json(body, 202);
    })
    .put('/pin', validate('json', setWithdrawalPinBodySchema), async (c) => {
      const body: WithdrawalPinStatusResponse = { data: await setPin(services, c.get('auth').userId, c.req.valid('json')) };
      return c.json(body);
    })
    .post('/withdrawals', validate('json', createWithdrawalBodySchema), async (c) => {
      try {
        const { withdrawal, replayed } = await createWithdrawal(services, c.get('auth').userId, c.req.valid('json'));
        const body: WithdrawalResponse = { data: withdrawal };
        return c.json(body, replayed ? 200 : 201);
      } catch (error) {
        if (error instanceof WithdrawalsLockedError) return locked(c, error);
        throw error;
      }
    })
    .get('/withdrawals/:id', async (c) => {
      const body: WithdrawalResponse = { data: await withdrawalOfUser(db, c.get('auth').userId, c.req.param('id')) };
      return c.json(body);
    })
    .post('/payments', refuseSuspended(db, SUSPENDED_BUYING), validate('json', payFromWalletBodySchema), async (c) => {
      const body: PayFromWalletResponse = {
        data: await payOrderFromWallet(services, c.get('auth').userId, c.req.valid('json').orderId),
      };
      return c.json(body);
    });
}
