import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadError } from './LoadError';

const onRetry = fn();

const meta = {
  title: 'UI/EmptyState/LoadError',
  component: LoadError,
  args: { title: 'Your orders could not be loaded', message: 'The server did not answer. Check your connection.', onRetry },
  parameters: {
    docs: {
      description: {
        component:
          "What every screen shows when its data did not arrive: what failed (a heading), why (the failed call’s message) and a 'Try again' that asks again.",
      },
    },
  },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    onRetry.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your orders could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('The server did not answer. Check your connection.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const InAPanel: Story = {
  args: { title: 'Reviews could not be loaded', message: undefined, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Reviews could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
