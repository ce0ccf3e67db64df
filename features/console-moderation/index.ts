/** The operator console's moderation desk: the queue of reported and flagged targets, and a case's page. */
export { ModerationQueueScreen } from './ModerationQueueScreen';
export { ModerationCaseScreen } from './ModerationCaseScreen';
