import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: { value: '482916', label: 'your escrow code 4 8 2 9 1 6' },
  parameters: {
    docs: {
      description: {
        component:
          'A QR code of a secret the other side scans (an escrow code at the handover, a ticket at the door), dark on white in every theme. The QR library is downloaded only when a first code is drawn; until then a box of the same size says so.',
      },
    },
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const qr = await canvas.findByRole('img', { name: 'QR code of your escrow code 4 8 2 9 1 6' });
    await expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    await expect(qr.getBoundingClientRect().width).toBe(176);
  },
};

export const OtherValue: Story = {
  args: { value: 'MFRGGZDFMZTWQ2LK', label: 'ticket 1, Regular' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'QR code of ticket 1, Regular' })).toBeVisible();
  },
};
