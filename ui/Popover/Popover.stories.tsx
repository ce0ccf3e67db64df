import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Share2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverTrigger } from './Popover';

const notifications = [
  'Your order #KMP-2041 is out for delivery.',
  'Tolu sent you a message about "HP EliteBook 840".',
  'Funds for order #KMP-1988 were released from escrow.',
];

const markAllAsRead = fn();

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    title: 'Notifications',
    headerAction: (
      <Button variant="transparent" size="sm" onPress={markAllAsRead}>
        Mark all as read
      </Button>
    ),
    children: (
      <ul style={{ display: 'grid', gap: 12, margin: 0, paddingLeft: 18 }}>
        {notifications.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    ),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', maxWidth: 480 }}>
      <PopoverTrigger>
        <Button variant="transparent" aria-label="Notifications">
          <Bell size={20} aria-hidden="true" />
        </Button>
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  ),
  beforeEach: () => markAllAsRead.mockClear(),
  parameters: {
    docs: {
      description: {
        component:
          'A dropdown panel for content that is not a list of actions, such as the notifications dropdown. `<PopoverTrigger>` takes the trigger (any Button) and a `<Popover>`. Give the panel a `title` (a heading that names it) and an optional `headerAction`, or an `aria-label` when there is no visible heading. Focus moves into the panel; Escape and a click outside close it and return focus to the trigger. Pass a function as children to get `close` for content that should close the panel. For a list of actions and links, use Menu.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notifications: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(panel).toHaveTextContent('Your order #KMP-2041 is out for delivery.');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await expect(markAllAsRead).toHaveBeenCalledTimes(1);
    await expect(panel).toBeVisible();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LabelledWithoutHeading: Story = {
  render: () => (
    <PopoverTrigger>
      <Button variant="outline" iconStart={<Share2 size={16} aria-hidden="true" />}>
        Share
      </Button>
      <Popover aria-label="Share this product" placement="bottom start">
        {(close) => (
          <div style={{ display: 'grid', gap: 12 }}>
            <p>Copy the link or share it on WhatsApp.</p>
            <Button size="sm" onPress={close}>
              Done
            </Button>
          </div>
        )}
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Share this product' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(markAllAsRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
