/** Wallet: the balances, the history by month, deposits through the payment page and withdrawals to a bank. */
export { WalletScreen, type WalletScreenProps } from './WalletScreen';
export type { WalletDashboard } from './wallet';
export { MonthPicker, type MonthPickerProps } from './MonthPicker';
export { chosenMonth, monthLabel, monthOf } from './wallet';
