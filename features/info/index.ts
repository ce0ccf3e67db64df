/** The public information pages: how it works, about, terms and privacy. */
export { HowItWorksScreen } from './HowItWorksScreen';
export { AboutScreen } from './AboutScreen';
export { TermsScreen } from './TermsScreen';
export { PrivacyScreen } from './PrivacyScreen';
export { ProhibitedItemsScreen } from './ProhibitedItemsScreen';
