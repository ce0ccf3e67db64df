/**
 * The development mailbox: what stands in for e-mail in demo mode and in tests. Production never
 * uses it (server/mail/mailer.ts has the SMTP mailer).
 */
import type { DevMail } from '../../../contract';
import type { Clock } from '../../clock';
import type { Mailer, OutgoingMail } from '../../mail/mailer';

/** Where the development mailbox shares its mails with the other servers of one database. */
export interface DevMailStore {
  /** Keeps `mail` unless a mail with the same `idempotencyKey` is kept already: whether it was kept. */
  add(mail: DevMail, idempotencyKey?: string): Promise<boolean>;
  /** One recipient's mails, newest first. */
  list(to: string): Promise<DevMail[]>;
}

/**
 * Development mailbox, used in demo mode when no SMTP_URL is set: every mail is printed to the
 * console and kept, newest first, for GET /v1/dev/mail, which answers only this machine and one
 * recipient at a time. Once that route is mounted the mails are kept in the database too
 * (`shareThrough`), so any server of the database can show them; `list` is this process's own
 * copy (the last `capacity` mails), which tests read. A mail whose idempotency key was seen
 * already (here, or by any server of the database) is dropped: neither kept nor printed again.
 * Production never uses it.
 */
export class DevMailbox implements Mailer {
  private readonly mails: Array<{ mail: DevMail; idempotencyKey: string | undefined }> = [];
  private store: DevMailStore | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly print: (line: string) => void = (line) => console.log(line),
    private readonly capacity = 1000,
  ) {}

  /** Keeps every mail from now on in `store` as well, where `read` finds it. */
  shareThrough(store: DevMailStore): void {
    this.store = store;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { idempotencyKey } = mail;
    if (idempotencyKey !== undefined && this.mails.some((kept) => kept.idempotencyKey === idempotencyKey)) return;
    const stored: DevMail = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      code: mail.code ?? null,
      sentAt: this.clock.now().toISOString(),
    };
    // Stored before it is printed: a store that fails (the mail is tried again) or that holds the
    // key already (another server took the mail) prints nothing.
    if (this.store && !(await this.store.add(stored, idempotencyKey))) return;
    this.mails.unshift({ mail: stored, idempotencyKey });
    this.mails.length = Math.min(this.mails.length, this.capacity);
    this.print(`[dev mail] to ${mail.to}: ${mail.subject}${mail.code ? ` (code ${mail.code})` : ''}\n${mail.text}`);
  }

  /** The mails to one address this process sent, newest first: there is deliberately no way to list them all. */
  list(to: string): DevMail[] {
    return this.mails.filter(({ mail }) => mail.to === to).map(({ mail }) => mail);
  }

  /** The mails to one address, newest first, from the shared store when there is one (any server's). */
  async read(to: string): Promise<DevMail[]> {
    return this.store ? this.store.list(to) : this.list(to);
  }
}
