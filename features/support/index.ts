/** Support: the public contact page, the dashboards' help centre and the FAQ. */
export { ContactScreen } from './ContactScreen';
export { HelpCenterScreen } from './HelpCenterScreen';
