export { Disclosure, Accordion, type DisclosureProps, type AccordionProps } from './Disclosure';
