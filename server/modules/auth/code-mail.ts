import type { CodePurpose } from '../../db/schema';
import { tooManyRequests, waitPhrase } from '../../http/api-error';
import { passwordResetCodeMail, verificationCodeMail } from '../../mail/templates';
import type { Services } from '../../services';
import { EmailCodes } from './email-codes';

interface Recipient {
  id: string;
  email: string;
  firstname: string;
}

/** What a mail to an account is about, for its per-account limits. */
export type AccountMailPurpose = CodePurpose | 'account_exists';

/** Issues codes and mails them, within the per-account and per-address limits. */
export class CodeMail {
  readonly codes: EmailCodes;

  constructor(private readonly services: Services) {
    this.codes = new EmailCodes(services);
  }

  /** Milliseconds until another mail of this purpose may go to `email` (0 = now). */
  accountWaitMs(purpose: AccountMailPurpose, email: string): number {
    const { codeMailCooldown, codeMailsPerAccount } = this.services.limiters;
    const account = `${purpose}:${email}`;
    return Math.max(codeMailCooldown.retryAfterMs(account), codeMailsPerAccount.retryAfterMs(account));
  }

  /** Milliseconds until another code mail of this purpose may go to `email` from `address` (0 = now). */
  waitMs(purpose: CodePurpose, email: string, address: string): number {
    return Math.max(this.accountWaitMs(purpose, email), this.services.limiters.codeMailsPerAddress.retryAfterMs(address));
  }

  /** Throws 429 unless a code mail may go now; otherwise counts it. */
  admit(purpose: CodePurpose, email: string, address: string): void {
    const wait = this.waitMs(purpose, email, address);
    if (wait > 0) throw tooManyRequests(`Too many codes requested. Try again ${waitPhrase(wait)}.`, wait);
    this.count(purpose, email, address);
  }

  count(purpose: CodePurpose, email: string, address: string): void {
    this.countForAccount(purpose, email);
    this.services.limiters.codeMailsPerAddress.hit(address);
  }

  /** Counts a mail to `email` alone (its address was counted already). */
  countForAccount(purpose: AccountMailPurpose, email: string): void {
    const { codeMailCooldown, codeMailsPerAccount } = this.services.limiters;
    const account = `${purpose}:${email}`;
    codeMailCooldown.hit(account);
    codeMailsPerAccount.hit(account);
    if (purpose !== 'account_exists') this.codes.forgetGuesses(purpose, email);
  }

  /** Issues a new code and mails it in the background. */
  async send(user: Recipient, purpose: CodePurpose): Promise<void> {
    const { config, mailer, tasks } = this.services;
    const code = await this.codes.issue(user.id, purpose);
    const minutes = Math.round(config.codeTtlMs / 60_000);
    const mail =
      purpose === 'verify_email'
        ? verificationCodeMail(user.email, user.firstname, code, minutes)
        : passwordResetCodeMail(user.email, user.firstname, code, minutes);
    tasks.run(`${purpose} mail`, () => mailer.send(mail));
  }
}
