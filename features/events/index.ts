/** The event page: /ticket/{slug}. */
export { EventScreen, EVENT_NOT_FOUND_TITLE, EVENT_ENDED_TEXT, EVENT_CANCELLED_TEXT, type EventScreenProps } from './EventScreen';
export { eventSchedule } from './eventRules';
