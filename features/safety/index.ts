/** Trust and safety in the student app: report, block, the blocked list, and a hidden listing's answer. */
export { ReportDialog, type ReportDialogProps } from './ReportDialog';
export { ReportButton, LOG_IN_TO_REPORT_MESSAGE, type ReportButtonProps } from './ReportButton';
export { reportTitle, type ReportTarget } from './reportForm';
export { BlockButton, type BlockButtonProps } from './BlockButton';
export { BLOCK_CONSEQUENCES, blockedMessage, blockTitle, LOG_IN_TO_BLOCK_MESSAGE, unblockedMessage } from './blockText';
export { BlockedPeopleScreen, NO_BLOCKED_PEOPLE_TITLE } from './BlockedPeopleScreen';
export { HiddenListingNotice, type HiddenListingNoticeProps } from './HiddenListingNotice';
export { ANSWER_SENT_MESSAGE, hiddenListingText } from './answerText';
export { BLOCKS_KEY, useBlock, useBlockedPeople, useUnblock, sendReport } from './api';
