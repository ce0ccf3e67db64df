/** The operator console's dispute desk: the queue of product and ticket disputes, and a case's page. */
export { DisputeQueueScreen } from './DisputeQueueScreen';
export { DisputeCaseScreen } from './DisputeCaseScreen';
