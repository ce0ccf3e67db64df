import * as v from 'valibot';
import { REPORT_DETAILS_MAX, reportBodySchema, reportReasons, type ReportTargetKind } from '../../contract';

export const CHOOSE_REASON_MESSAGE = 'Choose why you are reporting this';

/** The form's own fields: the contract's reason and details (the target comes from the page). */
export const reportFormSchema = v.object({
  // The contract's message names the list; a person who chose nothing is asked to choose.
  reason: v.picklist(reportReasons, CHOOSE_REASON_MESSAGE),
  details: reportBodySchema.entries.details,
});
export const reportFormFields = ['reason', 'details'] as const;
export { REPORT_DETAILS_MAX };

/** What is being reported, as the page that offers 'Report' knows it. */
export interface ReportTarget {
  kind: ReportTargetKind;
  id: string;
  /** The listing's title, the person's name, or the first words of the message. */
  label: string;
}

const titles: Record<ReportTargetKind, string> = {
  product: 'Report listing',
  event: 'Report event',
  person: 'Report person',
  message: 'Report message',
};

/** The dialog's title, which is also its accessible name. */
export function reportTitle(kind: ReportTargetKind): string {
  return titles[kind];
}
