/** The event page: /ticket/{slug}. */
export { EventScreen, EVENT_NOT_FOUND_TITLE, EVENT_ENDED_TEXT, type EventScreenProps } from './EventScreen';
