import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Notice } from './Notice';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  args: { role: 'alert', tone: 'critical', children: 'The PINs do not match. Enter the same 4 digits again.' },
  parameters: {
    docs: {
      description: {
        component:
          'A short message in a tinted box: an error or a refusal (`critical`, `role="alert"`), a confirmation (`positive`, `role="status"`), a rule that applies (`neutral`, `info`, `caution`). The words say what happened; the colour only supports them.',
      },
    },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The PINs do not match.');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack space="3">
      <Notice tone="neutral">Money in and out counts only what moved through your wallet.</Notice>
      <Notice tone="critical">You cannot delete your account while an order is in escrow.</Notice>
      <Notice tone="positive" role="status">
        We sent a link to ada@example.com.
      </Notice>
      <Notice tone="caution">The seller has not confirmed this order yet.</Notice>
      <Notice tone="info">Tickets are sent by email after payment.</Notice>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a link');
  },
};

/** An empty alert stays in the page for what comes later, and takes no room. */
export const EmptyAlert: Story = {
  args: { children: '' },
  play: async ({ canvasElement }) => {
    const alert = canvasElement.querySelector('[role="alert"]');
    await expect(alert).not.toBeNull();
    await expect(alert).not.toBeVisible();
  },
};
