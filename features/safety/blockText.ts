/** What Block says before and after, in one place for the button, the settings list and the stories. */
export const LOG_IN_TO_BLOCK_MESSAGE = 'Log in to block';
export const BLOCK_CONSEQUENCES =
  'They will not be told. Neither of you can message the other, and you will no longer see their listings. You can unblock them in Settings, Blocked people.';

export function blockTitle(name: string): string {
  return `Block ${name}?`;
}

export function blockedMessage(name: string): string {
  return `You blocked ${name}`;
}

export function unblockedMessage(name: string): string {
  return `You unblocked ${name}`;
}
