import { paths } from '../../client';
import { SUPPORT_EMAIL } from '../../contract';
import { Link } from '../../ui';
import { InfoPage, type InfoSection } from './InfoPage';

const sections: InfoSection[] = [
  {
    id: 'summary',
    title: 'In short',
    body: (
      <p>
        Kampus keeps what it needs to run a safe marketplace: who you are, what you list and buy, and where money moves. We do not
        sell your data, we do not show ads, and the site sets no tracking or advertising cookies. This policy follows the Nigeria
        Data Protection Act 2023.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Your first and last name, e-mail address, university and, if you add it, your phone number.</li>
        <li>
          Your password, stored only as a one-way hash (Argon2): nobody at Kampus can read it. The 6-digit codes we e-mail you are
          stored hashed too, and deleted a day after they expire.
        </li>
        <li>
          Your sessions: which devices are signed in, so you and we can sign them out. Their tokens are stored hashed and deleted
          a day after they expire or are signed out.
        </li>
      </ul>
    ),
  },
  {
    id: 'kyc',
    title: 'Identity verification (KYC)',
    body: (
      <>
        <p>If you verify to sell, we store what you submit:</p>
        <ul>
          <li>the account type (individual or brand), your first and last name and your university;</li>
          <li>
            your 11-digit <strong>NIN</strong>. We show it back to you only as its last 4 digits; the administrators who review
            your verification see it in full;
          </li>
          <li>
            the type of document and the <strong>photo of your student ID</strong>, kept as a private file that only you and
            Kampus administrators can open;
          </li>
          <li>for a brand, its name, description and logo;</li>
          <li>the review&apos;s outcome, and the reason if it was not approved.</li>
        </ul>
        <p>We do not ask for a selfie or any biometric data.</p>
      </>
    ),
  },
  {
    id: 'trading',
    title: 'Listings, orders and reviews',
    body: (
      <ul>
        <li>
          Your listings and their photos are public. Photos are re-encoded when you upload them, removing the camera details and
          GPS location hidden in them; the original file is not kept.
        </li>
        <li>
          For each order: what was bought, the price, the delivery method, and the delivery details you enter at checkout (name,
          phone, e-mail, campus and, for door delivery, your address and closest landmark), which the seller of that order sees.
        </li>
        <li>
          The history of each order (who did what, and when), dispute reasons and their photos (seen only by the buyer, the seller
          and administrators), and the reviews you write, which are public.
        </li>
        <li>The items you save, and the notifications we send you.</li>
      </ul>
    ),
  },
  {
    id: 'money',
    title: 'Payments and your wallet',
    body: (
      <ul>
        <li>
          Card and bank payments are made on Paystack&apos;s page: your card details go to Paystack, never to Kampus. We keep the
          payment&apos;s reference, amount and outcome.
        </li>
        <li>
          Every movement of money is an entry in the Kampus ledger. Ledger entries are never changed or deleted, because the
          accounts must always add up.
        </li>
        <li>
          For withdrawals: your bank, account number and the account name your bank returns, and your withdrawal PIN, stored only
          as a one-way hash.
        </li>
      </ul>
    ),
  },
  {
    id: 'support',
    title: 'Messages to support',
    body: (
      <p>
        When you contact us, we keep your name, e-mail address, phone number, the subject and your message, so that we can answer
        and follow up. Chat between buyers and sellers is not available yet, so no chat messages are stored.
      </p>
    ),
  },
  {
    id: 'technical',
    title: 'Security records',
    body: (
      <p>
        To protect accounts we record security events, such as failed logins, password changes and administrators&apos; decisions,
        with the network address they came from, and we count recent attempts per account and per address to slow down password
        guessing. We never record passwords, codes or tokens. The only cookies Kampus sets are the ones that keep you signed in.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who sees your data',
    body: (
      <ul>
        <li>
          Other students see your name, university, listings and reviews, and a seller sees the delivery details of your order.
        </li>
        <li>Kampus administrators see what they need to review verifications and decide disputes.</li>
        <li>Paystack processes payments and bank transfers; our e-mail provider delivers our e-mails.</li>
        <li>We share data with authorities only when Nigerian law requires it.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          E-mailed codes and session tokens: deleted a day after they expire (session tokens also a day after you sign out).
        </li>
        <li>Your account, verification, listings, orders and support messages: for as long as your account is open.</li>
        <li>
          You can delete your account yourself: Delete Account Data in your dashboard&apos;s password settings, confirmed with
          your password. Your name, e-mail address, phone number, university, NIN and verification documents are then erased, your
          listings are removed, your saved items, notifications, bank account, withdrawal PIN and support messages are deleted,
          and you are signed out everywhere. Orders and ledger entries stay, because financial records must be kept, but they are
          then tied to an anonymous account. Deletion waits until you have no money in escrow, no open orders, no withdrawal on
          its way and no wallet balance, so nobody loses money.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Under the Nigeria Data Protection Act you may ask to see the data we hold about you, correct it, receive a copy, object
          to how we use it, or have it deleted. Most of it you can see and correct yourself in your dashboard&apos;s profile.
        </p>
        <p>
          For anything else, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
          <Link href={paths.contactUs}>contact page</Link>. If you are not satisfied with our answer, you may complain to the
          Nigeria Data Protection Commission.
        </p>
      </>
    ),
  },
];

/** /privacy: what Kampus stores (account, KYC documents and NIN, orders, money, support), who sees it, and for how long. */
export function PrivacyScreen() {
  return (
    <InfoPage
      title="Privacy Policy"
      lead="What Kampus stores about you, why, who can see it, and for how long."
      updated="November 24, 2026"
      sections={sections}
    />
  );
}
