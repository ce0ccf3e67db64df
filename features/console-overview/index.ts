/** The operator console's front page (/admin): the queues and the background's health. */
export { OverviewScreen } from './OverviewScreen';
