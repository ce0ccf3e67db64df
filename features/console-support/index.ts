/** The operator console's support inbox: the requests, one request's thread, reply, close and reopen. */
export { SupportInboxScreen } from './SupportInboxScreen';
export { SupportRequestScreen } from './SupportRequestScreen';
