import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Badge } from './Badge';
import type { BadgeLook, BadgeTone } from './tones';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Electronics' },
  parameters: {
    docs: {
      description: {
        component:
          "A short label for a category or a state, in one of six tones. The badge knows tones, not the product's statuses: each feature maps its statuses to a `BadgeLook` (`{ tone, label }`) in one table, so every screen shows a status the same way. The text always says the state; colour only supports it.",
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: BadgeTone[] = ['neutral', 'accent', 'positive', 'critical', 'warning', 'info'];
/** Statuses as features show them: sample looks, not a table ui/ keeps. */
const sampleStatuses: readonly BadgeLook[] = [
  { tone: 'positive', label: 'Approved' },
  { tone: 'neutral', label: 'Pending' },
  { tone: 'critical', label: 'Not Submitted' },
  { tone: 'critical', label: 'Rejected' },
  { tone: 'positive', label: 'VERIFIED' },
  { tone: 'neutral', label: 'CLOSED' },
];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Electronics')).toBeVisible();
  },
};

export const Tones: Story = {
  parameters: { visual: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
      <Badge {...args} tone="positive" size="md" icon={<ShieldCheck size={14} aria-hidden="true" />}>
        Trusted seller
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of tones) await expect(canvas.getByText(tone)).toBeVisible();
    await expect(canvas.getByText('Trusted seller')).toBeVisible();
  },
};

export const Statuses: Story = {
  parameters: { visual: true },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {sampleStatuses.map(({ tone, label }) => (
        <Badge key={label} tone={tone}>
          {label}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Approved', 'Pending', 'Not Submitted', 'Rejected', 'VERIFIED', 'CLOSED']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const InASentence: Story = {
  render: () => (
    <p>
      KYC status:{' '}
      <Badge tone="critical" size="md">
        Not Submitted
      </Badge>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('KYC status:')).toHaveTextContent('KYC status: Not Submitted');
  },
};

/** A badge is static text: keyboard users pass it by and focus lands on the next control. */
export const Keyboard: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Badge tone="critical">Not Submitted</Badge>
      <Button size="sm">Get verified</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get verified' })).toHaveFocus();
  },
};
