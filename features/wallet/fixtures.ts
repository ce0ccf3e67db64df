/** Typed sample wallet data, as the /v1/wallet endpoints send it. */
import type {
  Bank,
  BankAccount,
  Deposit,
  PinCodeSentResponse,
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
    throughWallet: true,
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
    throughWallet: true,
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
    throughWallet: true,
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
    throughWallet: true,
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
    throughWallet: true,
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
    throughWallet: true,
    createdAt: '2026-11-03T14:20:00Z',
  },
];

/** A card payment and a refund to the card: the wallet's balance did not move. */
export const cardTransactions: WalletTransaction[] = [
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c11',
    kind: 'refund',
    amountKobo: 1_850_000,
    direction: 'in',
    status: 'successful',
    description: 'Casio FX-991 calculator (refund to card)',
    orderId: 'a1b2c3d4-0000-4000-8000-000000000011',
    throughWallet: false,
    createdAt: '2026-11-20T12:10:00Z',
  },
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c12',
    kind: 'payment',
    amountKobo: 4_500_000,
    direction: 'out',
    status: 'successful',
    description: 'Samsung Galaxy A14 (card payment)',
    orderId: 'a1b2c3d4-0000-4000-8000-000000000012',
    throughWallet: false,
    createdAt: '2026-11-19T16:40:00Z',
  },
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c13',
    kind: 'payment',
    amountKobo: 650_000,
    direction: 'out',
    status: 'successful',
    description: 'Rechargeable reading lamp (wallet payment)',
    orderId: 'a1b2c3d4-0000-4000-8000-000000000013',
    throughWallet: true,
    createdAt: '2026-11-15T10:00:00Z',
  },
  {
    id: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c14',
    kind: 'deposit',
    amountKobo: 2_000_000,
    direction: 'in',
    status: 'successful',
    description: 'Deposit by card',
    orderId: null,
    throughWallet: true,
    createdAt: '2026-11-12T11:05:00Z',
  },
];

/** What came into or went out of the wallet: rows paid or refunded by card are not counted, as on the server. */
function totals(items: WalletTransaction[], direction: 'in' | 'out') {
  return items
    .filter((item) => item.throughWallet && item.direction === direction)
    .reduce((sum, item) => sum + item.amountKobo, 0);
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

/** POST /v1/wallet/pin/otp's answer, with status 202. */
export const pinCodeSent: PinCodeSentResponse = { data: { message: 'We sent a 4-digit code to your e-mail address.' } };

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
