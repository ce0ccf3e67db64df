import type { OutgoingMail } from '../../mail/mailer';
import type { SupportRequestContent } from './schema';

const signature = '\n\nKampus, the campus marketplace';

export interface SupportMailFacts extends SupportRequestContent {
  reference: string;
  /** 'a visitor' or the signed-in account's id. */
  sender: string;
  source: 'contact form' | 'help centre';
  receivedAt: Date;
}

/**
 * To the sender. It does not repeat what they wrote: anyone may type any address into the
 * contact form, and Kampus must not become a way to mail someone else a stranger's text.
 */
export function supportAcknowledgementMail(facts: SupportMailFacts, supportEmail: string): OutgoingMail {
  return {
    to: facts.email,
    subject: `We received your message (${facts.reference})`,
    text:
      `Hello ${facts.firstname},\n\n` +
      `Thank you for writing to Kampus support. We received your ${facts.service.toLowerCase()} and a person will answer it at this address.\n` +
      `Your reference is ${facts.reference}: quote it if you write to us again at ${supportEmail}.\n` +
      `If you did not contact Kampus, ignore this mail.${signature}\n${supportEmail}`,
  };
}

/** To the support mailbox: everything the sender gave, so the team can answer from it. */
export function supportForwardMail(facts: SupportMailFacts, supportEmail: string): OutgoingMail {
  return {
    to: supportEmail,
    subject: `[${facts.service}] ${facts.reference} from ${facts.firstname} ${facts.lastname}`,
    text: [
      `Reference: ${facts.reference}`,
      `Service: ${facts.service}`,
      `From: ${facts.firstname} ${facts.lastname} <${facts.email}>`,
      `Phone: ${facts.phone}`,
      `Sent with: the ${facts.source}, by ${facts.sender}`,
      `Received: ${facts.receivedAt.toISOString()}`,
      '',
      facts.detail,
      '',
      `Reply to ${facts.email}.`,
    ].join('\n'),
  };
}
