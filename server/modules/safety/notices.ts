import type { ModerationAction } from '../../../contract';
import type { Database } from '../../db/database';
import { notify } from '../notification/notify';
import type { NewNotification } from '../notification/notify';
import type { ReportTarget } from './targets';

/** Where an owner reads why their listing is hidden and answers (the seller's listings). */
export const OWNER_ANSWER_LINK = '/seller/dashboard/listings';

const ownerLink = (target: ReportTarget) => (target.kind === 'message' ? null : OWNER_ANSWER_LINK);

const whatOf: Record<ReportTarget['kind'], string> = {
  product: 'listing',
  event: 'event',
  person: 'profile',
  message: 'message',
};

/** A notice from Kampus (kind `system`) to one person, in the app and, with `origin`, by e-mail. */
function notice(
  userId: string,
  title: string,
  body: string,
  link: string | null,
  email: { origin: string | undefined } | null,
): NewNotification {
  return {
    userId,
    kind: 'system',
    title,
    body,
    link,
    ...(email && {
      email: { subject: `Kampus: ${title}`, text: link ? `${body}\n\n${email.origin ?? ''}${link}\n` : `${body}\n` },
    }),
  };
}

/** Tells the owner that students' reports hid their listing or profile, why, and that they can answer. */
export async function hiddenAfterReportsNotice(tx: Database, target: ReportTarget, now: Date, origin: string | undefined) {
  const what = whatOf[target.kind];
  const title = `Your ${what} is hidden pending review`;
  const body =
    `Several students reported your ${what} “${target.label}”, so Kampus hid it until our team reviews it. ` +
    'Open orders go on as usual. You can answer the reports: tell us your side and our team will read it before deciding.';
  await notify(tx, [notice(target.ownerId, title, body, ownerLink(target), { origin })], now);
}

const reporterOutcome: Record<ModerationAction, string> = {
  hide: 'Kampus hid it',
  remove: 'Kampus removed it',
  suspend: 'Kampus suspended the account behind it',
  restore: 'Kampus found no breach of its rules and shows it again',
  dismiss: 'Kampus found no breach of its rules',
};

const ownerOutcome: Record<ModerationAction, string> = {
  hide: 'Kampus hid it. You can answer: tell us your side',
  remove: 'Kampus removed it',
  suspend: 'Kampus suspended your account',
  restore: 'Kampus found no breach of its rules and shows it again',
  dismiss: 'Kampus found no breach of its rules, so nothing changes',
};

/**
 * After staff decide: each reporter reads the outcome of their report in their notifications,
 * and the owner is told (in the app and by e-mail) what was decided and why.
 */
export async function decisionNotices(
  tx: Database,
  decision: { target: ReportTarget; action: ModerationAction; reason: string; reporterIds: string[] },
  now: Date,
  origin: string | undefined,
) {
  const { target, action, reason } = decision;
  const what = whatOf[target.kind];
  const reporters = [...new Set(decision.reporterIds)].map((id) =>
    notice(id, 'We reviewed your report', `About “${target.label}”: ${reporterOutcome[action]}. ${reason}`, null, null),
  );
  const owner = notice(
    target.ownerId,
    `Kampus reviewed your ${what}`,
    `About your ${what} “${target.label}”: ${ownerOutcome[action]}. Reason: ${reason}`,
    action === 'hide' ? ownerLink(target) : null,
    { origin },
  );
  await notify(tx, [...reporters, owner], now);
}
