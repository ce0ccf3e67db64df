import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageTitle } from './PageTitle';

const meta = {
  title: 'UI/PageTitle',
  component: PageTitle,
  args: { children: 'Samsung Galaxy A14 charger, 25 W, barely used' },
  parameters: {
    docs: {
      description: {
        component:
          "A page's one h1 (a product's, an event's, a seller's name, a screen's title): bold, larger from the tablet breakpoint, and a long word breaks instead of widening the page.",
      },
    },
  },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Samsung Galaxy A14/ })).toBeVisible();
  },
};

/** One word longer than the page: it breaks inside the frame. */
export const LongWord: Story = {
  args: { children: 'Supercalifragilisticexpialidocious'.repeat(4) },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
