import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children'> {
  /** The always-visible heading that toggles the panel. */
  title: ReactNode;
  children: ReactNode;
  /** The heading level of the title in the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A heading that shows or hides the content under it. Enter or Space on the heading toggles it. */
export function Disclosure({ title, children, headingLevel = 3, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={styles.item}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {title}
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelBody}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}

export interface AccordionProps extends Omit<DisclosureGroupProps, 'className' | 'style' | 'children'> {
  /** `Disclosure`s, each with an `id` when the group is controlled or has `defaultExpandedKeys`. */
  children: ReactNode;
}

/** A stack of disclosures (FAQ, filter sections). One open at a time unless `allowsMultipleExpanded`. */
export function Accordion({ children, ...props }: AccordionProps) {
  return (
    <DisclosureGroup {...props} className={styles.group}>
      {children}
    </DisclosureGroup>
  );
}
