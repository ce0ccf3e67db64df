import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { Accordion, Disclosure } from './Disclosure';

const faqs = [
  {
    id: 'escrow',
    question: 'How does escrow keep my money safe?',
    answer: 'Your payment is held by Kampus until you confirm that your order arrived. Only then is it released to the seller.',
  },
  {
    id: 'dispute',
    question: 'What if my order never arrives?',
    answer: "Open a dispute from the order's page before you mark it as delivered, and our support team will step in.",
  },
  {
    id: 'sell',
    question: 'How do I start selling?',
    answer: 'Complete your KYC verification as an individual or a brand; once approved, switch to selling from your dashboard.',
  },
];

function Faq(props: { allowsMultipleExpanded?: boolean; defaultExpandedKeys?: string[] }) {
  return (
    <Accordion {...props}>
      {faqs.map(({ id, question, answer }) => (
        <Disclosure key={id} id={id} title={question}>
          {answer}
        </Disclosure>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: {
    title: 'Category',
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox>Electronics</Checkbox>
        <Checkbox>Books</Checkbox>
      </div>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A heading whose button shows or hides the content under it: filter sections, FAQ answers. `Accordion` groups disclosures so one is open at a time (`allowsMultipleExpanded` lets several stay open). The chevron turns when open; Enter or Space on the heading toggles it.',
      },
    },
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Category' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: 'Books' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Books' })).toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Category', level: 3 })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Electronics' })).toBeVisible();
  },
};

export const FaqAccordion: Story = {
  parameters: { visual: true },
  render: () => <Faq defaultExpandedKeys={['escrow']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(faqs[0]?.answer ?? '')).toBeVisible();
    for (const { question } of faqs.slice(1)) {
      await expect(canvas.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

export const OneOpenAtATime: Story = {
  render: () => <Faq defaultExpandedKeys={['escrow']} />,
  play: async ({ canvas }) => {
    const escrow = canvas.getByRole('button', { name: faqs[0]?.question });
    const dispute = canvas.getByRole('button', { name: faqs[1]?.question });
    await expect(escrow).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(dispute);
    await expect(dispute).toHaveAttribute('aria-expanded', 'true');
    // One answer at a time: opening the second closed the first.
    await expect(escrow).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(faqs[1]?.answer ?? '')).toBeVisible();
  },
};

export const MultipleExpanded: Story = {
  render: () => <Faq allowsMultipleExpanded />,
  play: async ({ canvas }) => {
    for (const { question } of faqs) await userEvent.click(canvas.getByRole('button', { name: question }));
    for (const { question } of faqs) {
      await expect(canvas.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, title: 'Price range' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Price range' })).toBeDisabled();
  },
};

/** Tab reaches each heading's button in order; Enter and Space toggle the one with focus. */
export const Keyboard: Story = {
  render: () => <Faq />,
  play: async ({ canvas }) => {
    const [first, second] = faqs.map(({ question }) => canvas.getByRole('button', { name: question }));
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};
