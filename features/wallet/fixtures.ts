/** Typed sample wallet data, as the /v1/wallet endpoints send it. */
import type {
  Bank,
  BankAccount,
  Deposit,
  ResolvedBankAccount,
  WalletBalances,
  WalletMonth,
  WalletTransaction,
  Withdrawal,
  WithdrawalPinStatus,
} from '../../contract';

/** The stories' "now": the history's current month is November 2026. */
export const SAMPLE_NOW = new Date('2026-11-24T10:00:00Z');
export const SAMPLE_MONTH = '2026-11';

export const sampleBalances: WalletBalances = {
  availableKobo: 8_450_000,
  inEscrowAsBuyerKobo: 2_625_000,
  inEscrowAsSellerKobo: 1_200_000,
  pendingWithdrawalsKobo: 500_000,
};

export const emptyBalances: WalletBalances = {
  availableKobo: 0,
  inEscrowAsBuyerKobo: 0,
  inEscrowAsSellerKobo: 0,
  pendingWithdrawalsKobo: 0,
};

const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SALE_ID = 'a1b2c3d4-0000-4000-8000-000000000002';

export const sampleTransactions: WalletTransaction[] = [
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c01',
    kind: 'withdrawal',
    amountKobo: 500_000,
    direction: 'out',
    status: 'pending',
    description: 'To GTBank ••••6789',
    orderId: null,
    createdAt: '2026-11-23T15:45:00Z',
  },
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c02',
    kind: 'earning',
    amountKobo: 1_164_000,
    direction: 'in',
    status: 'successful',
    description: 'Handmade Ankara tote bag',
    orderId: SALE_ID,
    createdAt: '2026-11-21T09:12:00Z',
  },
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c03',
    kind: 'payment',
    amountKobo: 26_250_000,
    direction: 'out',
    status: 'successful',
    description: 'iPhone 12 Pro 128GB (UK used)',
    orderId: ORDER_ID,
    createdAt: '2026-11-18T18:30:00Z',
  },
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c04',
    kind: 'deposit',
    amountKobo: 2_000_000,
    direction: 'in',
    status: 'successful',
    description: 'Card payment',
    orderId: null,
    createdAt: '2026-11-12T11:05:00Z',
  },
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c05',
    kind: 'refund',
    amountKobo: 450_000,
    direction: 'in',
    status: 'successful',
    description: 'Rechargeable reading lamp',
    orderId: 'a1b2c3d4-0000-4000-8000-000000000003',
    createdAt: '2026-11-08T08:00:00Z',
  },
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c06',
    kind: 'withdrawal_return',
    amountKobo: 300_000,
    direction: 'in',
    status: 'successful',
    description: 'Transfer to Access Bank ••••1234 failed',
    orderId: null,
    createdAt: '2026-11-03T14:20:00Z',
  },
];

function totals(items: WalletTransaction[], direction: 'in' | 'out') {
  return items.filter((item) => item.direction === direction).reduce((sum, item) => sum + item.amountKobo, 0);
}

/** A month's answer with its totals computed from its rows. */
export function monthOfRows(month: string, items: WalletTransaction[]): WalletMonth {
  return { month, inKobo: totals(items, 'in'), outKobo: totals(items, 'out'), items };
}

export const sampleMonth: WalletMonth = monthOfRows(SAMPLE_MONTH, sampleTransactions);

export const sampleBanks: Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '999992', name: 'OPay' },
  { code: '232', name: 'Sterling Bank' },
  { code: '033', name: 'United Bank For Africa' },
  { code: '057', name: 'Zenith Bank' },
];

export const savedBankAccount: BankAccount = {
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  accountNumberLast4: '6789',
  accountName: 'ADA OBI',
};

export const resolvedAccount: ResolvedBankAccount = {
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  accountNumber: '0123456789',
  accountName: 'ADA OBI',
  matchesVerifiedName: true,
};

export const mismatchedAccount: ResolvedBankAccount = {
  ...resolvedAccount,
  accountNumber: '0000000001',
  accountName: 'EMEKA NWOSU',
  matchesVerifiedName: false,
};

export const pinSet: WithdrawalPinStatus = { hasPin: true, lockedUntil: null };
export const noPin: WithdrawalPinStatus = { hasPin: false, lockedUntil: null };
export const pinLocked: WithdrawalPinStatus = { hasPin: true, lockedUntil: '2026-11-24T10:30:00Z' };

export const sampleDepositReference = 'dep_5f2c9a7e01';

export function sampleDeposit(status: Deposit['status'], amountKobo = 2_000_000): Deposit {
  return { reference: sampleDepositReference, amountKobo, status, createdAt: '2026-11-24T09:58:00Z' };
}

export function sampleWithdrawal(status: Withdrawal['status'], amountKobo = 2_500_000): Withdrawal {
  return {
    id: 'c4d5e6f7-0000-4000-8000-00000000aa01',
    amountKobo,
    status,
    bankName: 'Guaranty Trust Bank',
    accountNumberLast4: '6789',
    accountName: 'ADA OBI',
    createdAt: '2026-11-24T10:00:00Z',
    updatedAt: '2026-11-24T10:00:00Z',
  };
}
