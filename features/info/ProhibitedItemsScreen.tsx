import { paths } from '../../client';
import {
  OTHER_REPORTS_TO_HIDE,
  prohibitedItemCategories,
  REPORTER_MIN_AGE_DAYS,
  reportReasonLabels,
  SERIOUS_REPORTS_TO_HIDE,
  seriousReportReasons,
  SUPPORT_EMAIL,
} from '../../contract';
import { Link } from '../../ui';
import { InfoPage, type InfoSection } from './InfoPage';

const seriousReasons = seriousReportReasons.map((reason) => reportReasonLabels[reason].toLowerCase()).join(', ');

const sections: InfoSection[] = [
  {
    id: 'not-allowed',
    title: 'What you may not sell',
    body: (
      <>
        <p>These are never allowed on Kampus, as a product or as an event, whatever the price:</p>
        <ul>
          {prohibitedItemCategories.map((category) => (
            <li key={category.id}>
              <strong>{category.label}.</strong> {category.description}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'held',
    title: 'When a listing looks like one',
    body: (
      <>
        <p>
          When you create or edit a listing, Kampus reads its title and description. If they name something on this list, the
          listing is held for review instead of going live, and you are told at once. Our team checks it: an honest listing is put
          back, one that breaks this policy is removed.
        </p>
        <p>
          While a listing is held or hidden, your Listings page says why and offers <strong>Answer</strong>: tell our team your
          side there, for example that your &lsquo;glue gun&rsquo; is a craft tool.
        </p>
      </>
    ),
  },
  {
    id: 'reports',
    title: 'Reporting a listing or a person',
    body: (
      <>
        <p>
          Every listing, event, seller profile and chat message has <strong>Report</strong>. Choose a reason and, if you like, say
          what happened. The person you report is not told who reported them, and you see our decision in your notifications.
        </p>
        <p>
          A listing, event or seller is hidden pending review once {SERIOUS_REPORTS_TO_HIDE} students report it for a serious
          reason ({seriousReasons}) or {OTHER_REPORTS_TO_HIDE} report it for another reason. Only reports from students who have
          verified their e-mail or identity and joined at least {REPORTER_MIN_AGE_DAYS} days before count, and someone whose
          reports our team dismissed three times no longer counts. Orders already paid still finish through escrow.
        </p>
      </>
    ),
  },
  {
    id: 'paying-safely',
    title: 'Paying safely and blocking',
    body: (
      <>
        <p>
          Kampus escrow protects only payments made on Kampus. When a chat message asks you to pay outside Kampus, share a bank
          account or move to WhatsApp, both of you see a warning under it. Do not pay outside Kampus.
        </p>
        <p>
          You can block anyone from their profile or your chat with them: neither of you can message the other, and you no longer
          see their listings. They are not told. Unblock them in Settings, under Blocked people.
        </p>
      </>
    ),
  },
  {
    id: 'questions',
    title: 'Questions',
    body: (
      <p>
        Not sure whether something is allowed? Ask us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or through the{' '}
        <Link href={paths.contactUs}>contact page</Link> before you list it. The{' '}
        <Link href={paths.terms}>Terms &amp; Conditions</Link> apply too.
      </p>
    ),
  },
];

/** /prohibited-items: what may not be sold on Kampus, and what happens to a listing that looks like it. */
export function ProhibitedItemsScreen() {
  return (
    <InfoPage
      title="Prohibited items"
      lead="What may not be sold on Kampus, how listings are checked, and how to report and block."
      updated="November 28, 2026"
      sections={sections}
    />
  );
}
