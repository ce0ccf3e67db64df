/** The operator console's payouts: withdrawals by status, and retrying or returning a failed or reversed one. */
export { PayoutsScreen } from './PayoutsScreen';
