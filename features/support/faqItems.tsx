import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../contract';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/** The help pages' questions, answered as Kampus works: escrow, delivery, disputes, KYC, wallet, tickets. */
export const faqItems: FaqItem[] = [
  {
    id: 'escrow',
    question: 'How does escrow protect my money?',
    answer: (
      <>
        <p>
          When you pay for an item, the money does not go to the seller. Kampus holds it in escrow until you have the item. The
          seller is paid only when you confirm the delivery, when they enter your escrow code at the handover, or 48 hours after
          they mark the order as arrived if you have not disputed it.
        </p>
        <p>
          If the seller declines your order, or does not accept it within 48 hours of your payment, the order is cancelled and the
          whole amount goes back to your Kampus wallet. Buyers pay no Kampus fee.
        </p>
      </>
    ),
  },
  {
    id: 'escrow-code',
    question: 'What is my escrow code and when do I give it out?',
    answer: (
      <p>
        Every order has a 6-digit escrow code that only you, the buyer, can see on the order page (hidden until you reveal it, and
        also shown as a QR code). Give it to the seller only when you are holding the item and are happy with it: entering it
        completes the order and releases the money to the seller. After 5 wrong codes, code entry is locked for that order and you
        mark it as delivered yourself instead.
      </p>
    ),
  },
  {
    id: 'delivery',
    question: 'How does delivery work, and how long does it take?',
    answer: (
      <>
        <p>
          Sellers offer pickup on campus (free), door delivery (for a fee the seller sets, ₦2,500 and 3–7 days unless they say
          otherwise), or both. You choose at checkout, and the seller has 48 hours after your payment to accept.
        </p>
        <p>
          Once accepted, a pickup is due within 3 days and a door delivery within the seller&apos;s longest delivery time. If the
          delivery is more than 3 days late, you can cancel the order and get all your money back in your wallet.
        </p>
      </>
    ),
  },
  {
    id: 'disputes',
    question: 'The item is not what I ordered. How do I open a dispute?',
    answer: (
      <>
        <p>
          When the seller marks the order as arrived, you have 48 hours to mark it as delivered or to dispute it (we remind you
          after 24 hours). Open the order, choose Dispute, say what is wrong and add up to 5 photos. The money stays frozen in
          escrow.
        </p>
        <p>
          The seller has 72 hours to answer. If they do not, you are refunded automatically. If they answer, a Kampus
          administrator reads both sides and decides: a full refund to you, payment to the seller, or a split between you.
        </p>
      </>
    ),
  },
  {
    id: 'kyc',
    question: 'Why do I need KYC to sell, and what do I send?',
    answer: (
      <>
        <p>
          Only verified students can list items, so buyers know who they are dealing with. You verify once, as an individual or as
          a brand, with your name, your university, your 11-digit NIN and a photo of your student ID; a brand also gives its name,
          a description and a logo.
        </p>
        <p>
          A Kampus administrator reviews it and you get the answer by e-mail. If it is not approved, the e-mail says why and you
          can correct it and submit again. Your NIN is shown back to you only as its last 4 digits, and your ID photo is private.
        </p>
      </>
    ),
  },
  {
    id: 'wallet',
    question: 'How do wallet deposits and withdrawals work?',
    answer: (
      <>
        <p>
          Your wallet holds refunds and the money from your sales (after the 3% fee). You can add funds by card or bank through
          Paystack; a deposit is credited once Paystack confirms the payment, and checkout can then pay from your wallet.
        </p>
        <p>
          You withdraw to your own Nigerian bank account, whose name must match the name you verified with KYC. The first time,
          you create a 4-digit withdrawal PIN with a code we e-mail you. Every withdrawal needs that PIN and is at least ₦1,000.
          After 5 wrong PINs, withdrawals are locked for 30 minutes.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    question: 'What does Kampus charge?',
    answer: (
      <p>
        Buyers pay the item price and any delivery fee, nothing more. When an order completes, Kampus keeps 3% of the item price
        from the seller&apos;s side; the delivery fee goes to the seller in full.
      </p>
    ),
  },
  {
    id: 'tickets',
    question: 'How are event tickets protected?',
    answer: (
      <p>
        Organisers can already list their events; buying tickets on Kampus opens soon. When it does, each ticket will have its own
        secret code, shown as a QR code, that the organiser scans at the door, and a code is never admitted twice. Ticket money
        stays in escrow until 24 hours after the event ends, so you can dispute an event that did not happen, and if the organiser
        cancels the event every ticket is refunded automatically.
      </p>
    ),
  },
  {
    id: 'support-requests',
    question: 'What happens after I send a message to support?',
    answer: (
      <p>
        Your message is saved and a person on the Kampus team reads it. We e-mail you a confirmation with a reference such as
        KS-1A2B3C4D; quote it if you write again. You can also write to us directly at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];
