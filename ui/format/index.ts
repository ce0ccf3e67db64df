export { formatNaira } from './naira';
export { formatLongDate, formatShortDate, formatTime, defaultTimeZone, type DateInput, type DateFormatOptions } from './dates';
