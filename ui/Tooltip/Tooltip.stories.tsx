import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { LinkButton } from '../Link';
import { Tooltip } from './Tooltip';

const kycTip = 'Complete your KYC to start selling and increase your account trust.';

/**
 * A real mouse moves over the page before it reaches the trigger, and that movement is what
 * tells React Aria a pointer is in use; user-event's hover alone starts with the enter events.
 */
async function moveMouseTo(trigger: HTMLElement) {
  await userEvent.hover(trigger.parentElement ?? document.body);
  await userEvent.hover(trigger);
}

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: kycTip,
    children: (
      <LinkButton href="#kyc" size="sm" variant="soft">
        Get verified
      </LinkButton>
    ),
  },
  render: (args) => (
    <div style={{ padding: '96px 16px 16px' }}>
      <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        KYC: Not Submitted <Tooltip {...args} />
      </p>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A short tip for a focusable trigger (Button, LinkButton, Link), shown after a short hover or at once on keyboard focus, and hidden by Escape, by leaving or by blurring. The trigger is described by the tip. Touch screens do not show tooltips, so the tip must only add to what the screen already says.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('link', { name: 'Get verified' });
    await moveMouseTo(trigger);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent(kycTip);
    await expect(trigger).toHaveAccessibleDescription(kycTip);
  },
};

export const OnFocus: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('link', { name: 'Get verified' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(kycTip);
  },
};

export const HidesOnLeave: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('link', { name: 'Get verified' });
    await moveMouseTo(trigger);
    await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const IconTrigger: Story = {
  args: {
    content: 'Funds stay in escrow until you confirm delivery.',
    placement: 'bottom',
    children: (
      <Button variant="transparent" size="sm" aria-label="About escrow">
        <Info size={16} aria-hidden="true" />
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About escrow' });
    await moveMouseTo(trigger);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent('Funds stay in escrow until you confirm delivery.');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('link', { name: 'Get verified' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(kycTip);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
