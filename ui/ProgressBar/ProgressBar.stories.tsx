import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading student-id.png', value: 40 },
  parameters: {
    docs: {
      description: {
        component:
          'A determinate progress bar (file uploads, form steps). Always give it a `label`; `hideLabel` keeps it for screen readers only. The value text defaults to the percentage; `valueLabel` replaces it (e.g. "3 of 5 files"). Tones: `accent` while working, `positive` when done, `critical` when it failed.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading student-id.png' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Tones: Story = {
  parameters: { visual: true },
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <ProgressBar label="Uploading brand-logo.png" value={65} />
      <ProgressBar label="student-id.png uploaded" value={100} tone="positive" />
      <ProgressBar label="receipt.png failed to upload" value={30} tone="critical" valueLabel="Failed" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'student-id.png uploaded' })).toHaveAttribute('aria-valuetext', '100%');
    await expect(canvas.getByRole('progressbar', { name: 'receipt.png failed to upload' })).toHaveAttribute(
      'aria-valuetext',
      'Failed',
    );
    await expect(canvas.getByText('Failed')).toBeVisible();
  },
};

export const CustomValueLabel: Story = {
  args: { label: 'Uploading photos', value: 3, maxValue: 5, valueLabel: '3 of 5 files' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading photos' });
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 files');
    await expect(canvas.getByText('3 of 5 files')).toBeVisible();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, hideValueLabel: true, value: 75 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading student-id.png' });
    await expect(bar).toHaveAttribute('aria-valuetext', '75%');
    await expect(canvas.getByText('Uploading student-id.png')).toHaveStyle({ position: 'absolute', width: '1px' });
  },
};

function UploadDemo() {
  const [value, setValue] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProgressBar label="Uploading student-id.png" value={value} tone={value === 100 ? 'positive' : 'accent'} />
      <Button variant="outline" onPress={() => setValue((v) => Math.min(100, v + 50))}>
        Upload more
      </Button>
    </div>
  );
}

export const Updating: Story = {
  render: () => <UploadDemo />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading student-id.png' });
    await expect(bar).toHaveAttribute('aria-valuetext', '0%');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload more' }));
    await expect(bar).toHaveAttribute('aria-valuetext', '50%');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload more' }));
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const Keyboard: Story = {
  render: () => <UploadDemo />,
  play: async ({ canvas }) => {
    // A progress bar only reports: it takes no focus, so Tab goes straight to the button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload more' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar', { name: 'Uploading student-id.png' })).toHaveAttribute('aria-valuetext', '50%');
  },
};
