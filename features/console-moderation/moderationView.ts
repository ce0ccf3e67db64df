/** How the moderation desk words a case: what is reported, its state, the reporters' records and each action. */
import {
  REPORTER_DISMISSALS_IGNORED,
  reportReasonLabels,
  seriousReportReasons,
  type AuditTargetType,
  type ModerationAction,
  type ModerationCase,
  type ModerationQueueItem,
  type ModerationReporter,
  type ReportReason,
  type ReportStatus,
  type ReportTargetKind,
} from '../../contract';
import type { BadgeLook } from '../../ui';

export const targetKindLabels: Record<ReportTargetKind, string> = {
  product: 'Product',
  event: 'Event',
  person: 'Person',
  message: 'Chat message',
};

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A reason as the report form named it; the serious ones (two of them hide a target) in red. */
export function reasonLook(reason: ReportReason): BadgeLook {
  return { tone: seriousReportReasons.includes(reason) ? 'critical' : 'neutral', label: reportReasonLabels[reason] };
}

export const reportStatusLooks: Record<ReportStatus, BadgeLook> = {
  open: { tone: 'warning', label: 'Open' },
  actioned: { tone: 'positive', label: 'Actioned' },
  dismissed: { tone: 'neutral', label: 'Dismissed' },
};

type TargetState = Pick<ModerationQueueItem, 'target' | 'openReports' | 'seriousReports' | 'offPlatformFlags'>;

/** What a target is now, after what it is: hidden, removed, its owner suspended. */
function stateLooks({ target }: Pick<ModerationQueueItem, 'target'>): BadgeLook[] {
  const looks: BadgeLook[] = [];
  if (target.removed) looks.push({ tone: 'critical', label: 'Removed' });
  else if (target.hidden) looks.push({ tone: 'warning', label: 'Hidden' });
  if (target.owner.suspended) looks.push({ tone: 'critical', label: 'Owner suspended' });
  return looks;
}

/** A queue line's badges: the kind, how serious its reports are, Kampus's own flags, and its state. */
export function queueBadges(item: TargetState): BadgeLook[] {
  const looks: BadgeLook[] = [{ tone: 'neutral', label: targetKindLabels[item.target.kind] }];
  if (item.seriousReports > 0) looks.push({ tone: 'critical', label: plural(item.seriousReports, 'serious report') });
  if (item.offPlatformFlags > 0) looks.push({ tone: 'warning', label: plural(item.offPlatformFlags, 'off-platform flag') });
  return [...looks, ...stateLooks(item)];
}

/** A case's badges beside its title: whether reports wait, the kind, and its state. */
export function caseBadges(kase: TargetState & Pick<ModerationCase, 'reports'>): BadgeLook[] {
  const looks: BadgeLook[] = [];
  if (kase.openReports > 0) looks.push({ tone: 'warning', label: plural(kase.openReports, 'open report') });
  else if (kase.reports.length > 0) looks.push({ tone: 'positive', label: 'Decided' });
  return [...looks, ...queueBadges(kase)];
}

/** A reporter's record: how many reports they made and how many staff dismissed, and whether theirs weigh. */
export function reporterRecord(reporter: ModerationReporter): { text: string; look: BadgeLook | null } {
  const text = `${plural(reporter.reports, 'report')}, ${reporter.dismissed} dismissed`;
  if (reporter.ignored)
    return { text, look: { tone: 'critical', label: `Ignored: ${REPORTER_DISMISSALS_IGNORED} or more reports dismissed` } };
  if (!reporter.counts) return { text, look: { tone: 'neutral', label: 'Does not count: new or unverified account' } };
  return { text, look: null };
}

/** What the confirmation of an action says and does. */
export interface ActionText {
  /** The button on the case, and the dialog's confirming button. */
  button: string;
  title: string;
  description: string;
  doneText: string;
}

const isListing = (kind: ReportTargetKind) => kind === 'product' || kind === 'event';

/** Every decision closes the open reports with the reason given and tells those concerned. */
const closesReports = 'The open reports are closed with your reason, and the reporters and the owner are told.';

/** The words of `action` on this target: a listing, a person or a message. */
export function actionText(action: ModerationAction, target: ModerationCase['target']): ActionText {
  const name = `“${target.label}”`;
  const owner = target.owner.name;
  switch (action) {
    case 'hide':
      return {
        button: 'Hide',
        title: `Hide ${name}`,
        description: isListing(target.kind)
          ? `It leaves search, explore and its page until restored; its seller sees it with your reason. Open orders on it go on. ${closesReports}`
          : `Their listings and their place in the directory are hidden until restored. Open orders go on. ${closesReports}`,
        doneText: `${name} is hidden`,
      };
    case 'restore':
      return {
        button: 'Restore',
        title: `Restore ${name}`,
        description: isListing(target.kind)
          ? `It is shown again as its seller had it. ${closesReports}`
          : `Their listings and their place in the directory are shown again. ${closesReports}`,
        doneText: `${name} is restored`,
      };
    case 'remove':
      return {
        button: 'Remove',
        title: `Remove ${name}`,
        description:
          target.kind === 'message'
            ? `Its text is replaced for both people with ‘This message was removed by Kampus.’ ${closesReports}`
            : `It is archived for good: no one can see or buy it again. Open orders on it go on. ${closesReports}`,
        doneText: `${name} is removed`,
      };
    case 'suspend':
      return {
        button: `Suspend ${owner}`,
        title: `Suspend ${owner}`,
        description: `${owner} cannot sign in, list, buy or pay until restored under People. Their open orders still conclude. ${closesReports}`,
        doneText: `${owner} is suspended`,
      };
    case 'dismiss':
      return {
        button: 'Dismiss the reports',
        title: `Dismiss the reports on ${name}`,
        description:
          'No breach: anything Kampus hid pending review is shown again. The open reports are closed as dismissed and count against their reporters, who are told your reason.',
        doneText: 'The reports are dismissed',
      };
  }
}

/** The case's actions this staff member may take: every one needs `moderation.act`, a suspension `people.suspend` too. */
export function allowedActions(
  actions: readonly ModerationAction[],
  may: { act: boolean; suspend: boolean },
): ModerationAction[] {
  if (!may.act) return [];
  return actions.filter((action) => action !== 'suspend' || may.suspend);
}

/**
 * Whose audit the case shows: a listing's own, a person's account; a message has no audit target
 * of its own, so its sender's account (where a suspension lands) stands for it.
 */
export function auditSubject(target: ModerationCase['target']): { type: AuditTargetType; id: string; title: string } {
  switch (target.kind) {
    case 'product':
    case 'event':
      return { type: target.kind, id: target.id, title: 'Audit trail of this listing' };
    case 'person':
      return { type: 'user', id: target.id, title: 'Audit trail of this account' };
    case 'message':
      return { type: 'user', id: target.owner.id, title: 'Audit trail of the sender’s account' };
  }
}
