import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageOff, PackageOpen } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <PackageOpen size={28} aria-hidden="true" />,
    title: 'No orders yet',
    description: 'When you buy a product or a ticket, your orders and their delivery progress show here.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Shown where a list or page has nothing yet: a decorative icon, a title (a real heading: set `headingLevel` to fit the page), a short description and, when there is one, the action that fills it. `size="sm"` fits panels and cards.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: { action: <Button onPress={fn()}>Browse products</Button> },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByText(/your orders and their delivery progress/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse products' })).toBeVisible();
  },
};

export const WithoutAction: Story = {
  args: { title: 'No messages', description: 'Chats with buyers and sellers appear here.', icon: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No messages' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Compact: Story = {
  args: {
    size: 'sm',
    headingLevel: 3,
    icon: <ImageOff size={20} aria-hidden="true" />,
    title: 'No images',
    description: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No images' })).toBeVisible();
  },
};

const onBrowse = fn();

export const Keyboard: Story = {
  args: { action: <Button onPress={onBrowse}>Browse products</Button> },
  play: async ({ canvas }) => {
    onBrowse.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onBrowse).toHaveBeenCalledTimes(1);
  },
};
