/**
 * Every table in one place (`schema` lists them all, for scripts that walk them). Each module
 * owns its tables in `server/modules/<module>/schema.ts`; import them from there. drizzle-kit
 * reads the modules' files directly (drizzle.config.ts).
 */
import { emailCodes, refreshTokens, resetTokens, sessions } from '../modules/auth/schema';
import { files, fileVariants } from '../modules/file/schema';
import { kycSubmissions } from '../modules/kyc/schema';
import { ledgerAccounts, ledgerChecks, ledgerEntries, ledgerTransactions } from '../modules/ledger/schema';
import { notificationEmails, notifications } from '../modules/notification/schema';
import { orderDisputes, orderEvents, orders } from '../modules/order/schema';
import { events, ticketTiers } from '../modules/event/schema';
import { listingSlugRedirects, savedListings, searchWords } from '../modules/listing/schema';
import { productReviews, products } from '../modules/product/schema';
import { universities } from '../modules/university/schema';
import { users } from '../modules/user/schema';
import { supportReplies, supportRequests } from '../modules/support/schema';
import { walletBankAccounts, walletDeposits, withdrawalPinOtps, withdrawalPins, withdrawals } from '../modules/wallet/schema';
import { userSettings } from '../modules/settings/schema';
import { ticketDisputes, ticketOrderEvents, ticketOrderLines, ticketOrders, tickets } from '../modules/ticket/schema';
import { chatMessages, chats } from '../modules/chat/schema';
import { auditEntries } from '../modules/audit/schema';
import { disputeProposals, disputeQuestions } from '../modules/escrow/schema';
import { staffRecoveryCodes, staffSecondFactors, staffSignInChallenges } from '../modules/staff/schema';
import { blocks, reportAnswers, reports } from '../modules/safety/schema';

export { emailCodes, refreshTokens, resetTokens, sessions, files, fileVariants, kycSubmissions, universities, users };
export { products, productReviews, events, ticketTiers, listingSlugRedirects, savedListings, searchWords };
export { ledgerAccounts, ledgerTransactions, ledgerEntries, ledgerChecks };
export { orders, orderEvents, orderDisputes };
export { notifications, notificationEmails };
export { supportRequests, supportReplies };
export { walletDeposits, walletBankAccounts, withdrawalPins, withdrawalPinOtps, withdrawals };
export { userSettings };
export { ticketOrders, ticketOrderLines, tickets, ticketOrderEvents, ticketDisputes };
export { chats, chatMessages };
export { auditEntries };
export { disputeQuestions, disputeProposals };
export { staffSecondFactors, staffRecoveryCodes, staffSignInChallenges };
export { reports, reportAnswers, blocks };
export type { CodePurpose } from '../modules/auth/schema';
export type { FileVisibility } from '../modules/file/schema';

export const schema = {
  universities,
  users,
  emailCodes,
  sessions,
  refreshTokens,
  resetTokens,
  files,
  fileVariants,
  kycSubmissions,
  products,
  productReviews,
  events,
  ticketTiers,
  listingSlugRedirects,
  savedListings,
  searchWords,
  ledgerAccounts,
  ledgerTransactions,
  ledgerEntries,
  ledgerChecks,
  orders,
  orderEvents,
  orderDisputes,
  notifications,
  notificationEmails,
  supportRequests,
  supportReplies,
  walletDeposits,
  walletBankAccounts,
  withdrawalPins,
  withdrawalPinOtps,
  withdrawals,
  ticketOrders,
  ticketOrderLines,
  tickets,
  ticketOrderEvents,
  ticketDisputes,
  userSettings,
  chats,
  chatMessages,
  auditEntries,
  disputeQuestions,
  disputeProposals,
  staffSecondFactors,
  staffRecoveryCodes,
  staffSignInChallenges,
  reports,
  reportAnswers,
  blocks,
};
