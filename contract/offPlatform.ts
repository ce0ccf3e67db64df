/**
 * Whether a chat message seems to take payment or contact off Kampus, where escrow cannot
 * protect the buyer: a Nigerian phone number, a 10-digit bank account number (NUBAN), words that
 * move the payment or the talk elsewhere, a bank's name with a long number, or a link to another
 * payment or messaging site. The message is still sent; both people see OFF_PLATFORM_WARNING
 * under it (contract/safety.ts) and it counts in the moderation queue.
 *
 * Prices ('₦15,000', '15000 naira'), years, order ids and times stay clear: a number counts only
 * as a whole phone or account number, never as part of a longer run of digits or letters.
 */

export type OffPlatformSignal = 'phone' | 'account' | 'words' | 'bank' | 'link';

/** One space, dash or dot may sit between any two digits ('0803 123 4567', '0123-456-789'). */
const SEP = '[\\s.\\-]?';
/** Not glued to a letter or digit, nor to a digit one separator away: only whole numbers count. */
const START = '(?<![\\p{L}\\p{N}]|\\p{N}[\\s.\\-])';
const END = '(?![\\p{L}\\p{N}]|[\\s.\\-]\\p{N})';

/** 080…, 070…, 081…, 090…, 091… (11 digits), or +234 / 234 (with an optional '(0)') and the 10 after the 0. */
const PHONE = new RegExp(`${START}(?:\\+?234[\\s\\-]*(?:\\(0\\)[\\s\\-]*)?|0)[789][01](?:${SEP}\\p{N}){8}${END}`, 'u');
/** A NUBAN account number: exactly 10 digits. */
const ACCOUNT = new RegExp(`${START}\\p{N}(?:${SEP}\\p{N}){9}${END}`, 'u');
/** Any run of 7 or more digits, which next to a bank's name is an account number in pieces. */
const LONG_NUMBER = /\d(?:[\s.-]?\d){6,}/;

const WORDS: readonly RegExp[] = [
  /\bpay(?:ing|ment)?\s+(?:me\s+|you\s+)?(?:outside|directly|direct)\b/i,
  /\b(?:outside|off)\s+(?:of\s+)?(?:kampus|the\s+app|this\s+app|the\s+platform|this\s+platform|the\s+site)\b/i,
  /\btransfer\s+(?:it\s+|the\s+(?:money|cash|payment|balance|funds?)\s+)?(?:to|into)\s+my\s+(?:account|acct|acc|bank|number)\b/i,
  /\b(?:send|pay|transfer)\s+(?:the\s+|my\s+|your\s+)?(?:money|cash|payment|balance|funds?)\s+(?:to|into|through)\b/i,
  /\baccount\s+(?:number|num|no\b)/i,
  /\bbank\s+(?:account\s+)?details\b/i,
  /\b(?:acct|acc)\s+(?:number|num|no\b|details?)/i,
  /\b(?:bank|direct)\s+transfer\b/i,
  /\bwhats\s?app\s+me\b/i,
  /\b(?:on|via|through|my)\s+whats\s?app\b/i,
  /\bwhats\s?app\s+(?:number|no|line|contact)\b/i,
  /\b(?:telegram|tg)\s+me\b/i,
  /\b(?:on|via|my)\s+telegram\b/i,
  /\b(?:call|text|sms|reach|ping|dm)\s+me\s+(?:on|at|via)\b/i,
  /\bmy\s+(?:phone\s+|mobile\s+)?(?:number|digits|line)\s+is\b/i,
  /\bmy\s+(?:phone|mobile)\s+(?:number|no)\b/i,
];

const BANK =
  /\b(?:gt\s?bank|gtb|guaranty\s+trust|access\s+bank|zenith|first\s?bank|uba|opay|palm\s?pay|kuda|moniepoint|wema|fidelity|sterling|union\s+bank|fcmb|stanbic|ecobank|polaris|keystone|providus|globus|jaiz|taj\s?bank|unity\s+bank|heritage\s+bank|paga)\b/i;

/** Payment pages and messaging links that lead the buyer away from Kampus's checkout. */
const LINK =
  /(?<![\w-])(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:paypal\.(?:me|com)|paystack\.(?:com|shop)|flutterwave\.com|flw\.ng|selar\.co|wa\.me|wa\.link|t\.me|telegram\.me|chat\.whatsapp\.com|api\.whatsapp\.com|cash\.app|chipper\.cash|payoneer\.com|remita\.net|paga\.com|binance\.com|bybit\.com)\b/i;

/** What in the text points off Kampus (empty when nothing does). */
export function offPlatformSignals(text: string | null | undefined): OffPlatformSignal[] {
  if (!text) return [];
  const signals: OffPlatformSignal[] = [];
  if (PHONE.test(text)) signals.push('phone');
  if (ACCOUNT.test(text)) signals.push('account');
  if (WORDS.some((pattern) => pattern.test(text))) signals.push('words');
  if (BANK.test(text) && LONG_NUMBER.test(text)) signals.push('bank');
  if (LINK.test(text)) signals.push('link');
  return signals;
}

/** Whether both people should see the off-platform warning under this message. */
export function isOffPlatform(text: string | null | undefined): boolean {
  return offPlatformSignals(text).length > 0;
}
