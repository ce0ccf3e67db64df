import type { ReactNode } from 'react';
import { Heading } from '../../../ui';

interface CheckoutPanelProps {
  /** The panel's grid area (checkout.css's itemArea, deliveryArea or payArea). */
  className: string;
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One of the checkout's three panels: a section named by its heading. */
export function CheckoutPanel({ className, id, title, children }: CheckoutPanelProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <Heading level={2} id={id} size="lg" weight="semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}
