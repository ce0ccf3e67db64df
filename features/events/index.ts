/** The event page: /ticket/{slug}. */
export { EventScreen, EVENT_NOT_FOUND_TITLE, EVENT_ENDED_TEXT, EVENT_CANCELLED_TEXT, type EventScreenProps } from './EventScreen';
export { eventSchedule } from './eventRules';
/** The banner's `sizes`: the server preloads that photo for a shared event link (page hints). */
export { BANNER_SIZES as EVENT_BANNER_SIZES } from './EventScreen.css';
