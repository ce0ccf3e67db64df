export { formatKobo } from './kobo';
export { formatLongDate, formatShortDate, formatTime, defaultTimeZone, type DateInput, type DateFormatOptions } from './dates';
export { useNow } from './useNow';
