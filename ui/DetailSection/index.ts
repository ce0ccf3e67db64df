export { DetailSection, type DetailSectionProps } from './DetailSection';
