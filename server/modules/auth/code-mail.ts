import type { CodePurpose } from './schema';
import { tooManyRequests, waitPhrase } from '../../http/api-error';
import { takeAll } from '../../http/rate-limiter';
import type { RateLimiter } from '../../http/rate-limiter';
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

  private accountChecks(purpose: AccountMailPurpose, email: string): [RateLimiter, string][] {
    const { codeMailCooldown, codeMailsPerAccount } = this.services.limiters;
    const account = `${purpose}:${email}`;
    return [
      [codeMailCooldown, account],
      [codeMailsPerAccount, account],
    ];
  }

  private checks(purpose: CodePurpose, email: string, address: string): [RateLimiter, string][] {
    return [...this.accountChecks(purpose, email), [this.services.limiters.codeMailsPerAddress, address]];
  }

  /** Throws 429 unless a code mail may go now; otherwise counts it. */
  async admit(purpose: CodePurpose, email: string, address: string): Promise<void> {
    const wait = await takeAll(this.checks(purpose, email, address));
    if (wait > 0) throw tooManyRequests(`Too many codes requested. Try again ${waitPhrase(wait)}.`, wait);
    await this.forgetGuesses(purpose, email);
  }

  /** Counts a code mail if one may go now: whether it may. */
  async tryCount(purpose: CodePurpose, email: string, address: string): Promise<boolean> {
    if ((await takeAll(this.checks(purpose, email, address))) > 0) return false;
    await this.forgetGuesses(purpose, email);
    return true;
  }

  /** Counts a mail to `email` alone, if one may go now (its address was counted already): whether it may. */
  async tryCountForAccount(purpose: AccountMailPurpose, email: string): Promise<boolean> {
    if ((await takeAll(this.accountChecks(purpose, email))) > 0) return false;
    await this.forgetGuesses(purpose, email);
    return true;
  }

  /** Counts a mail to `email` alone, whatever the limits say (its address was counted already). */
  async countForAccount(purpose: AccountMailPurpose, email: string): Promise<void> {
    await Promise.all(this.accountChecks(purpose, email).map(([limiter, key]) => limiter.hit(key)));
    await this.forgetGuesses(purpose, email);
  }

  private async forgetGuesses(purpose: AccountMailPurpose, email: string): Promise<void> {
    if (purpose !== 'account_exists') await this.codes.forgetGuesses(purpose, email);
  }

  /** Issues a new code and mails it in the background. */
  async send(user: Recipient, purpose: CodePurpose): Promise<void> {
    const { config, mailer, tasks } = this.services;
    const { code, id } = await this.codes.issue(user.id, purpose);
    const minutes = Math.round(config.codeTtlMs / 60_000);
    const mail =
      purpose === 'verify_email'
        ? verificationCodeMail(user.email, user.firstname, code, minutes)
        : passwordResetCodeMail(user.email, user.firstname, code, minutes);
    tasks.run(`${purpose} mail`, () => mailer.send({ ...mail, idempotencyKey: `code.${id}` }));
  }
}
