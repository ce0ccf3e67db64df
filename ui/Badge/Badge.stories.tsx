import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Badge, StatusBadge } from './Badge';
import { statusBadges, type BadgeStatus, type BadgeTone } from './statusBadges';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Electronics' },
  parameters: {
    docs: {
      description: {
        component:
          'A short label: `Badge` for categories, `StatusBadge` for a KYC, verification or order status (its tone and text come from the typed `statusBadges` table, so every screen shows a status the same way). The text always says the state; colour only supports it.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: BadgeTone[] = ['neutral', 'accent', 'positive', 'critical', 'warning', 'info'];
const statuses = Object.keys(statusBadges) as BadgeStatus[];

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
      {statuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Approved', 'Pending', 'Not Submitted', 'Rejected', 'VERIFIED', 'CLOSED']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const KycNotSubmitted: Story = {
  render: () => (
    <p>
      KYC status: <StatusBadge status="NOT_SUBMITTED" size="md" />
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
      <StatusBadge status="NOT_SUBMITTED" />
      <Button size="sm">Get verified</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get verified' })).toHaveFocus();
  },
};
