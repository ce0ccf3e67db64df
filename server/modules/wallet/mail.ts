import type { OutgoingMail } from '../../mail/mailer';

const signature = '\n\nKampus, the campus marketplace\nsupport@kampus.ng';

/** The 4-digit code that confirms creating or changing a withdrawal PIN. */
export function withdrawalPinCodeMail(to: string, firstname: string, code: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: `${code} is your Kampus withdrawal PIN code`,
    text: `Hello ${firstname},\n\nYour code to set your withdrawal PIN is ${code}. It is valid for ${minutes} minutes.\nIf you did not ask to set a withdrawal PIN, do not share this code: someone may be using your account. Change your password and tell us at support@kampus.ng.${signature}`,
    code,
  };
}

/** The in-app notification and e-mail for a withdrawal the bank sent back after it had arrived. */
export function withdrawalReversedNotice(amount: string, bank: string) {
  return {
    title: 'Withdrawal returned',
    body: `Your withdrawal of ${amount} to ${bank} was reversed by the bank. The money is back in your available balance.`,
    subject: `Your Kampus withdrawal of ${amount} was returned`,
    text: `Your withdrawal of ${amount} to ${bank} was reversed by the bank after it had been sent, so the money is back in your Kampus wallet and you can withdraw it again.\nIf this keeps happening, check the account with your bank or tell us at support@kampus.ng.${signature}`,
  };
}

/** Staff looked at a withdrawal that failed or was reversed and left its money in the wallet. */
export function payoutReturnedNotice(amount: string, bank: string) {
  return {
    title: 'Withdrawal not sent',
    body: `Your withdrawal of ${amount} to ${bank} could not be completed. The money is in your available balance: check your bank account details and withdraw again.`,
    subject: `Your Kampus withdrawal of ${amount} could not be completed`,
    text: `Your withdrawal of ${amount} to ${bank} could not be completed by the bank, so the money stays in your Kampus wallet. Check your bank account details in the wallet and withdraw again.\nIf you need help, tell us at support@kampus.ng.${signature}`,
  };
}

/** Staff sent a failed or reversed withdrawal again. */
export function payoutRetriedNotice(amount: string, bank: string) {
  return {
    title: 'Withdrawal sent again',
    body: `We sent your withdrawal of ${amount} to ${bank} again. It was taken from your available balance.`,
    subject: `Your Kampus withdrawal of ${amount} was sent again`,
    text: `Your earlier withdrawal of ${amount} did not reach your bank, so we sent it again to ${bank}, from your Kampus wallet's available balance. You will see it in your wallet's history.\nIf you did not expect this, tell us at support@kampus.ng.${signature}`,
  };
}
