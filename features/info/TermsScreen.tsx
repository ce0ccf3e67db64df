import { paths } from '../../client';
import { SUPPORT_EMAIL } from '../../contract';
import { Link } from '../../ui';
import { InfoPage, type InfoSection } from './InfoPage';

const sections: InfoSection[] = [
  {
    id: 'agreement',
    title: 'These terms',
    body: (
      <p>
        These terms are the agreement between you and Kampus when you use the Kampus website and its services. By creating an
        account you accept them. If something here is unclear, ask us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>{' '}
        before you trade.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Kampus is for students of universities in Nigeria. One person, one account.</li>
        <li>
          Give your real name and keep your e-mail address working: order updates, codes and support answers are sent there.
        </li>
        <li>Keep your password and your withdrawal PIN to yourself. You are responsible for what is done with your account.</li>
      </ul>
    ),
  },
  {
    id: 'selling',
    title: 'Selling and verification',
    body: (
      <>
        <p>
          To list anything you must first pass identity verification (KYC) as an individual or as a brand. The details and
          documents you submit must be yours and accurate; a false submission is refused and may close your account.
        </p>
        <p>
          List only items you own and can hand over, describe them honestly, with photos of the item itself, and keep the number
          of units you have up to date. You may edit or delete your own listings; a listing that already has orders is archived
          rather than deleted, so its orders keep their record.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders and escrow',
    body: (
      <>
        <p>
          When you place an order, the units are reserved for you for 30 minutes while you pay. Your payment is held in escrow by
          Kampus and is released to the seller only when the order completes: when the seller enters your escrow code at the
          handover, when you mark the order as delivered, or 48 hours after the seller marked it as arrived if you have neither
          confirmed nor disputed it.
        </p>
        <p>
          A seller must accept or decline an order within 48 hours of payment; otherwise it is cancelled. A buyer may cancel an
          order the seller has not yet accepted, and an accepted one whose delivery is more than 3 days late. Refunds are paid
          into the buyer&apos;s Kampus wallet, not back to the card. The deadlines are set out on{' '}
          <Link href={paths.howItWorks}>How it works</Link>.
        </p>
        <p>
          Give your escrow code only to the seller, and only once you have the item: entering it completes the order and cannot be
          undone.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <p>
        Buyers pay no Kampus fee. Sellers pay 3% of the item price of each completed order, deducted from the amount released to
        them; delivery fees are passed to the seller in full. If a dispute ends in a split, the fee is charged only on the
        seller&apos;s share.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Disputes',
    body: (
      <p>
        A buyer may dispute an order within 48 hours of its arrival, with a reason and up to 5 photos. The seller has 72 hours to
        answer; an unanswered dispute is refunded to the buyer. An answered dispute is decided by a Kampus administrator, who may
        refund the buyer, release the money to the seller, or split it. Both parties agree to give the administrator honest
        information and to accept the decision on the money held for that order.
      </p>
    ),
  },
  {
    id: 'wallet',
    title: 'Wallet and withdrawals',
    body: (
      <p>
        Your Kampus wallet holds refunds, completed sales and deposits made through Paystack. Withdrawals go only to a Nigerian
        bank account in your own name, matching the name you verified; each needs your 4-digit withdrawal PIN and must be at least
        ₦1,000. Five wrong PINs lock withdrawals for 30 minutes. A withdrawal that the bank returns is credited back to your
        wallet.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'Fair use',
    body: (
      <ul>
        <li>Do not list stolen, counterfeit or illegal items, or anything you are not allowed to sell.</li>
        <li>Do not ask a buyer to pay outside Kampus or to give you their escrow code before the handover.</li>
        <li>Do not harass other students, post false reviews or open disputes in bad faith.</li>
        <li>Do not try to break, overload or get around the security of the service.</li>
      </ul>
    ),
  },
  {
    id: 'closing',
    title: 'Suspension and closing your account',
    body: (
      <p>
        We may remove listings or suspend an account that breaks these terms, and we will tell you why. You may close your account
        at any time, once you have no open orders, no money in escrow and an empty wallet. How we handle your data when you do is
        in the <Link href={paths.privacy}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        If we change these terms, the new version is published on this page with its date, and an important change is told to you
        by e-mail before it applies. Questions go to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or through the{' '}
        <Link href={paths.contactUs}>contact page</Link>.
      </p>
    ),
  },
];

/** /terms-and-condition: the rules of using Kampus, in plain words. */
export function TermsScreen() {
  return (
    <InfoPage
      title="Terms & Conditions"
      lead="The rules of buying and selling on Kampus, in plain words."
      updated="November 24, 2026"
      sections={sections}
    />
  );
}
