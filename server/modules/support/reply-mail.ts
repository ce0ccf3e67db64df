import type { OutgoingMail } from '../../mail/mailer';
import { SUPPORT_EMAIL } from '../../../contract';

/** A reply from the console, to the address the request gave, quoting its reference. */
export function supportReplyMail(facts: { to: string; firstname: string; reference: string; text: string }): OutgoingMail {
  return {
    to: facts.to,
    subject: `Re: your message to Kampus support (${facts.reference})`,
    text:
      `Hello ${facts.firstname},\n\n${facts.text}\n\n` +
      `Kampus support\n${SUPPORT_EMAIL}\nIf you write again, quote your reference ${facts.reference}.`,
  };
}
