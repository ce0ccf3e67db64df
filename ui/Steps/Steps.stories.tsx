import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Steps } from './Steps';

const meta = {
  title: 'UI/Steps',
  component: Steps,
  args: { step: 2, totalSteps: 5 },
  parameters: {
    docs: {
      description: {
        component:
          'The progress of a multi-step flow: brand KYC (5 steps), individual KYC (3), ticket purchase (2). Shows "Step N of M", the rounded percentage and a bar; the bar is named "Step N of M" and announces the percentage. `step` counts from 1.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandKyc: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 5')).toBeVisible();
    await expect(canvas.getByText('40%')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Step 2 of 5' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};

export const IndividualKyc: Story = {
  args: { step: 1, totalSteps: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByText('33%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { step: 5, totalSteps: 5, tone: 'positive' },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Step 5 of 5' })).toHaveAttribute('aria-valuetext', '100%');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

function TicketPurchase() {
  const [step, setStep] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Steps step={step} totalSteps={2} />
      <div style={{ display: 'flex', gap: 12 }}>
        <Button variant="outline" isDisabled={step === 1} onPress={() => setStep(1)}>
          Go Back
        </Button>
        <Button isDisabled={step === 2} onPress={() => setStep(2)}>
          Continue
        </Button>
      </div>
    </div>
  );
}

export const Advancing: Story = {
  render: () => <TicketPurchase />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    await expect(canvas.getByText('50%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 2' })).toHaveAttribute('aria-valuetext', '100%');
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
  },
};

export const Keyboard: Story = {
  render: () => <TicketPurchase />,
  play: async ({ canvas }) => {
    // The progress is not a tab stop: the first stop is the flow's enabled button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Step 2 of 2')).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};
