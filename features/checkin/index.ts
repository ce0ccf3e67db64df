/** The organiser's check-in page at the event's gate: /seller/dashboard/events/{id}/check-in. */
export { CheckInScreen, NOT_YOUR_EVENT_TEXT, type CheckInScreenProps } from './CheckInScreen';
