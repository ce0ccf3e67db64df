import { paths } from '../../client';
import { SUPPORT_EMAIL } from '../../contract';
import { Link, visuallyHidden } from '../../ui';
import { InfoPage, type InfoSection } from './InfoPage';
import * as styles from './info.css';

const sections: InfoSection[] = [
  {
    id: 'buying',
    title: 'Buying, step by step',
    body: (
      <ol>
        <li>
          <strong>Find an item</strong> on <Link href={paths.explore()}>Explore</Link> and choose pickup on campus or door
          delivery, if the seller offers it.
        </li>
        <li>
          <strong>Pay</strong> on Paystack&apos;s secure page, or from your Kampus wallet if it holds enough. You have 30 minutes
          to complete the payment; after that the order expires and the item goes back on sale.
        </li>
        <li>
          <strong>Kampus holds your money in escrow.</strong> The seller can see that you have paid, but cannot touch the money.
        </li>
        <li>
          <strong>The seller accepts</strong> within 48 hours, or declines with a reason. If they do neither, the order is
          cancelled and you get everything back.
        </li>
        <li>
          <strong>You receive the item.</strong> Check it, then give the seller your escrow code or mark the order as delivered.
          Only then is the seller paid.
        </li>
      </ol>
    ),
  },
  {
    id: 'escrow',
    title: 'How escrow works',
    body: (
      <>
        <p>
          Escrow means a neutral party holds the money until both sides have done their part. On Kampus, your payment moves into
          an escrow account for your order the moment Paystack confirms it. From there it can only go one of three ways:
        </p>
        <ul>
          <li>to the seller, less the Kampus fee, when the order completes;</li>
          <li>back to you, into your Kampus wallet, when the order is cancelled or a dispute is decided for you;</li>
          <li>split between you, when an administrator decides a dispute that way.</li>
        </ul>
        <p>
          Every movement of money is written in a double-entry ledger that is never edited: a correction is a new entry, so the
          history of your money can always be traced.
        </p>
      </>
    ),
  },
  {
    id: 'escrow-code',
    title: 'Your escrow code',
    body: (
      <>
        <p>
          Each order has a 6-digit escrow code that only the buyer can see, on the order page (hidden until you reveal it, and
          also as a QR code). When you meet the seller, check the item first, then let them enter or scan the code: that proves
          the handover and completes the order in one step.
        </p>
        <p>
          Never share the code before you have the item. After 5 wrong codes, code entry is locked for that order, and the buyer
          marks it as delivered instead.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <>
        <p>Sellers choose what they offer:</p>
        <ul>
          <li>
            <strong>Pickup on campus</strong>, free. Once the seller accepts, the handover is due within 3 days.
          </li>
          <li>
            <strong>Door delivery</strong>, for a fee the seller sets (₦2,500 and 3–7 days unless they say otherwise). It is due
            within the seller&apos;s longest delivery time. The delivery fee goes to the seller in full.
          </li>
        </ul>
        <p>
          If a delivery is more than 3 days late, you may cancel the order and the whole amount returns to your wallet. When the
          seller marks the item as arrived, you have 48 hours to mark it as delivered or to open a dispute; we remind you after 24
          hours, and if you do nothing the order completes by itself.
        </p>
      </>
    ),
  },
  {
    id: 'timers',
    title: 'Every deadline at a glance',
    body: (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>Deadlines of an order and what happens when they pass</caption>
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Deadline</th>
              <th scope="col">If it passes</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Waiting for your payment</td>
              <td>30 minutes</td>
              <td>The order expires; the item goes back on sale</td>
            </tr>
            <tr>
              <td>Waiting for the seller to accept</td>
              <td>48 hours after payment</td>
              <td>Cancelled; you are refunded in full</td>
            </tr>
            <tr>
              <td>Pickup after acceptance</td>
              <td>3 days</td>
              <td>From 3 days late, you may cancel for a full refund</td>
            </tr>
            <tr>
              <td>Door delivery after acceptance</td>
              <td>The seller&apos;s longest delivery time (7 days unless they say otherwise)</td>
              <td>From 3 days late, you may cancel for a full refund</td>
            </tr>
            <tr>
              <td>Item arrived, waiting for you</td>
              <td>48 hours (reminder at 24 hours)</td>
              <td>The order completes; the seller is paid</td>
            </tr>
            <tr>
              <td>Dispute opened, waiting for the seller</td>
              <td>72 hours</td>
              <td>You are refunded in full</td>
            </tr>
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'disputes',
    title: 'Disputes',
    body: (
      <>
        <p>
          If the item that arrived is not what was promised, open a dispute from the order page before the 48 hours run out. Say
          what is wrong and add up to 5 photos. The money stays frozen in escrow while the dispute is open.
        </p>
        <p>
          The seller has 72 hours to answer. An unanswered dispute is decided for you automatically, with a full refund. An
          answered one is decided by a Kampus administrator, who reads both sides and either refunds you, pays the seller, or
          splits the amount between you. Every decision is recorded with the name of the person who made it.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <>
        <p>
          <strong>Buyers pay no Kampus fee</strong>: you pay the item price and the delivery fee, if any.
        </p>
        <p>
          <strong>Sellers pay 3% of the item price</strong> when the order completes, taken from the money released to them. For
          an item of ₦10,000 the seller receives ₦9,700. The delivery fee is not charged. If a dispute is split, the fee is taken
          only from the seller&apos;s share.
        </p>
      </>
    ),
  },
  {
    id: 'selling',
    title: 'Selling',
    body: (
      <>
        <p>
          Anyone can buy; to sell, you first verify your identity (KYC) as an individual or as a brand. Once approved, you list
          products with 3 to 5 photos, a description, a price, the units you have and how you deliver. You can keep a listing to
          students of your own university.
        </p>
        <p>
          When an order comes in, accept it (or decline with a reason) within 48 hours, deliver, and collect the buyer&apos;s
          escrow code at the handover. The money, less the 3% fee, lands in your wallet, and after a completed order the buyer may
          leave one review of 1 to 5 stars.
        </p>
      </>
    ),
  },
  {
    id: 'wallet',
    title: 'Your wallet',
    body: (
      <p>
        Refunds and sales land in your Kampus wallet. You can spend it at checkout, add to it through Paystack, or withdraw it to
        your own Nigerian bank account, whose name must match the name you verified. Withdrawals need a 4-digit PIN, which you
        create once with a code we e-mail you, and are at least ₦1,000 each. After 5 wrong PINs, withdrawals are locked for 30
        minutes.
      </p>
    ),
  },
  {
    id: 'help',
    title: 'Getting help',
    body: (
      <p>
        Most answers are in the <Link href={paths.contactUs}>FAQ on the contact page</Link>. For anything else, send us a message
        from there or from the help center in your dashboard, or write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

/** /how-it-works: buying, escrow, delivery, timers, disputes, fees, selling and the wallet. */
export function HowItWorksScreen() {
  return (
    <InfoPage
      title="How Kampus works"
      lead="Buy and sell with other students, with your money held safely until the item is in your hands."
      sections={sections}
    />
  );
}
