/** The operator console's ledger: the ledger check, provider clearing against the provider's balance, fees by month. */
export { LedgerScreen } from './LedgerScreen';
