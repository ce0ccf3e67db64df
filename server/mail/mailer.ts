import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

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
  /**
   * The same on every try of one mail (e.g. `notification.<outbox row id>`): a retry after the
   * mail went out but before that was recorded is then the same mail, not a second one. SMTP
   * sends it as the Message-ID (mail clients such as Gmail show one message per Message-ID);
   * the development mailbox keeps a key once.
   */
  idempotencyKey?: string;
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
      ...(mail.idempotencyKey ? { messageId: messageIdFor(mail.idempotencyKey, this.from) } : {}),
    });
  }
}

/**
 * The Message-ID of the mail with `idempotencyKey`, at the sender's domain (RFC 5322: unique
 * left of the @, the sender's domain right of it): the same on every try of that mail.
 */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'kampus.invalid';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '-')}@${domain}>`;
}
