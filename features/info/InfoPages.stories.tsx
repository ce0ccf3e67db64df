import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { AboutScreen } from './AboutScreen';
import { HowItWorksScreen } from './HowItWorksScreen';
import { prohibitedItemCategories } from '../../contract';
import { PrivacyScreen } from './PrivacyScreen';
import { ProhibitedItemsScreen } from './ProhibitedItemsScreen';
import { TermsScreen } from './TermsScreen';

const meta = {
  title: 'Features/Info/InfoPages',
  component: HowItWorksScreen,
  decorators: [withApp],
  parameters: { route: { path: '/how-it-works', url: '/how-it-works' } },
} satisfies Meta<typeof HowItWorksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The page's outline: one h1, an h2 per section, and a table of contents linking to each. */
async function expectOutline(canvas: Canvas, title: string, sections: string[]) {
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent);
  await expect(headings).toEqual(sections);
  // The table of contents shows from the wide breakpoint only: found whether shown or not.
  const toc = within(canvas.getByRole('navigation', { name: 'On this page', hidden: true }));
  for (const section of sections) {
    const link = toc.getByRole('link', { name: section, hidden: true });
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    await expect(target).toHaveAccessibleName(section);
  }
}

export const HowItWorks: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expectOutline(canvas, 'How Kampus works', [
      'Buying, step by step',
      'How escrow works',
      'Your escrow code',
      'Delivery',
      'Every deadline at a glance',
      'Disputes',
      'Fees',
      'Selling',
      'Your wallet',
      'Getting help',
    ]);
    const deadlines = within(canvas.getByRole('table', { name: 'Deadlines of an order and what happens when they pass' }));
    await expect(deadlines.getByRole('row', { name: /Waiting for your payment 30 minutes/ })).toBeVisible();
    await expect(deadlines.getByRole('row', { name: /Dispute opened, waiting for the seller 72 hours/ })).toBeVisible();
    await expect(canvas.getByText(/For an item of ₦10,000 the seller receives ₦9,700/)).toBeVisible();
  },
};

export const About: Story = {
  parameters: { route: { path: '/about', url: '/about' } },
  render: () => <AboutScreen />,
  play: async ({ canvas }) => {
    await expectOutline(canvas, 'About Kampus', [
      'What Kampus is',
      'Why we built it',
      'How we keep it safe',
      'What it costs',
      'Talk to us',
    ]);
    await expect(canvas.getByText('Buy, Sell, Trade Securely, Student to Student.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-us');
  },
};

export const Terms: Story = {
  parameters: { route: { path: '/terms-and-condition', url: '/terms-and-condition' } },
  render: () => <TermsScreen />,
  play: async ({ canvas }) => {
    await expectOutline(canvas, 'Terms & Conditions', [
      'These terms',
      'Your account',
      'Selling and verification',
      'Orders and escrow',
      'Fees',
      'Disputes',
      'Wallet and withdrawals',
      'Fair use',
      'Suspension and closing your account',
      'Changes and contact',
    ]);
    await expect(canvas.getByText(/Last updated November 24, 2026/)).toBeVisible();
    await expect(canvas.getByText(/must be at least ₦1,000/)).toBeVisible();
  },
};

export const Privacy: Story = {
  parameters: { visual: true, route: { path: '/privacy', url: '/privacy' } },
  render: () => <PrivacyScreen />,
  play: async ({ canvas }) => {
    await expectOutline(canvas, 'Privacy Policy', [
      'In short',
      'Your account',
      'Identity verification (KYC)',
      'Listings, orders and reviews',
      'Payments and your wallet',
      'Messages to support',
      'Security records',
      'Who sees your data',
      'How long we keep it',
      'Your rights',
    ]);
    await expect(canvas.getByText('NIN')).toBeVisible();
    await expect(canvas.getByText('photo of your student ID')).toBeVisible();
    await expect(canvas.getByText('We do not ask for a selfie or any biometric data.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@kampus.ng' })).toHaveAttribute('href', 'mailto:support@kampus.ng');
  },
};

// The policy lists every prohibited category of the contract, with the thresholds of reports.
export const ProhibitedItems: Story = {
  parameters: { visual: true, route: { path: '/prohibited-items', url: '/prohibited-items' } },
  render: () => <ProhibitedItemsScreen />,
  play: async ({ canvas }) => {
    await expectOutline(canvas, 'Prohibited items', [
      'What you may not sell',
      'When a listing looks like one',
      'Reporting a listing or a person',
      'Paying safely and blocking',
      'Questions',
    ]);
    const section = within(canvas.getByRole('region', { name: 'What you may not sell' }));
    await expect(section.getAllByRole('listitem')).toHaveLength(prohibitedItemCategories.length);
    await expect(section.getByText('Leaked exam papers ("expo").')).toBeVisible();
    await expect(
      canvas.getByText(
        /once 2 students report it for a serious reason \(scam or fraud, prohibited item, fake or counterfeit, harassment\) or 5/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Kampus escrow protects only payments made on Kampus/)).toBeVisible();
  },
};
