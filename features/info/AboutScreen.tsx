import { paths } from '../../client';
import { SUPPORT_EMAIL } from '../../contract';
import { Link } from '../../ui';
import { InfoPage, type InfoSection } from './InfoPage';

const sections: InfoSection[] = [
  {
    id: 'what',
    title: 'What Kampus is',
    body: (
      <>
        <p>
          Kampus is a marketplace for university students in Nigeria: textbooks, gadgets, fashion, things for your room, and
          tickets to the events happening around you, bought from and sold to the students you share a campus with.
        </p>
        <p>Buy, Sell, Trade Securely, Student to Student.</p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we built it',
    body: (
      <p>
        Buying from a stranger on campus usually means paying first and hoping, or meeting with cash and hoping the other way.
        Kampus takes the hoping out: the buyer&apos;s money is held in escrow until the item has changed hands, and the seller can
        see it is there before handing anything over. Neither side has to trust the other with their money.
      </p>
    ),
  },
  {
    id: 'trust',
    title: 'How we keep it safe',
    body: (
      <ul>
        <li>
          <strong>Verified sellers.</strong> Everyone who sells has passed identity verification (KYC) with their NIN and student
          ID, reviewed by a person.
        </li>
        <li>
          <strong>Escrow on every order.</strong> Sellers are paid only when the buyer has the item, confirmed with a one-time
          escrow code or by the buyer.
        </li>
        <li>
          <strong>Fair disputes.</strong> If something goes wrong, the money stays frozen until the seller has answered or an
          administrator has decided, and every decision is recorded.
        </li>
        <li>
          <strong>Clear deadlines.</strong> Every stage of an order has a deadline, so nothing is left hanging. They are all on{' '}
          <Link href={paths.howItWorks}>How it works</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'cost',
    title: 'What it costs',
    body: (
      <p>
        Buying on Kampus costs nothing beyond the price and any delivery fee. Sellers pay 3% of the item price when an order
        completes; that is how Kampus pays for itself.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Talk to us',
    body: (
      <p>
        We read every message. Use the <Link href={paths.contactUs}>contact page</Link>, or write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

/** /about: what Kampus is, why, and how it keeps trading safe. */
export function AboutScreen() {
  return (
    <InfoPage
      title="About Kampus"
      lead="The campus marketplace where students buy and sell from each other, with every payment held in escrow."
      sections={sections}
    />
  );
}
