import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { DevMail } from '../../contract';
import type { Clock } from '../clock';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The code the mail carries, so the development mailbox can show it on its own. */
  code?: string;
  /** An HTML version beside the text (mail clients show it; the development mailbox keeps the text). */
  html?: string;
  /** Files sent with it; one with a `cid` is an inline image the HTML shows as `<img src="cid:…">`. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Development mailbox, used in demo mode when no SMTP_URL is set: every mail is printed to the
 * console and kept in memory (newest first) for GET /v1/dev/mail, which answers only this
 * machine and one recipient at a time. Production never uses it.
 */
export class DevMailbox implements Mailer {
  private readonly mails: DevMail[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly print: (line: string) => void = (line) => console.log(line),
    private readonly capacity = 1000,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const stored: DevMail = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      code: mail.code ?? null,
      sentAt: this.clock.now().toISOString(),
    };
    this.mails.unshift(stored);
    this.mails.length = Math.min(this.mails.length, this.capacity);
    this.print(`[dev mail] to ${mail.to}: ${mail.subject}${mail.code ? ` (code ${mail.code})` : ''}\n${mail.text}`);
  }

  /** The mails to one address, newest first: there is deliberately no way to list them all. */
  list(to: string): DevMail[] {
    return this.mails.filter((mail) => mail.to === to);
  }
}

/** Real delivery over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.attachments ? { attachments: mail.attachments } : {}),
    });
  }
}
