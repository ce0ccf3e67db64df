/** What the owner of a hidden listing reads around their answer. */
export const ANSWER_SENT_MESSAGE = 'Your answer was sent. Our team reads it before deciding, and we will tell you.';
export const ANSWER_FIELD_LABEL = 'Your answer';

export function hiddenListingText(reason: string): string {
  return `Kampus hid this listing: ${reason}`;
}

export function answerTitle(title: string): string {
  return `Answer about '${title}'`;
}
