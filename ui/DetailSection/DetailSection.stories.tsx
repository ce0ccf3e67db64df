import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { DetailSection } from './DetailSection';

const onPrint = fn();

const meta = {
  title: 'UI/DetailSection',
  component: DetailSection,
  args: { title: 'Delivery', children: <p>Door delivery to Moremi Hall, Block B, Room 12.</p> },
  parameters: {
    docs: {
      description: {
        component:
          'One titled part of a detail page on a card: an `h2` that names the section for screen readers, optional actions at the end of its row, then the content.',
      },
    },
  },
} satisfies Meta<typeof DetailSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Delivery' });
    await expect(section).toHaveTextContent('Door delivery to Moremi Hall');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Your tickets (2)',
    actions: (
      <Button variant="outline" size="sm" onPress={onPrint}>
        Print
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Your tickets (2)' });
    const print = canvas.getByRole('button', { name: 'Print' });
    // The actions share the heading's row.
    await expect(Math.abs(print.getBoundingClientRect().top - heading.getBoundingClientRect().top)).toBeLessThan(16);
    await userEvent.click(print);
    await expect(onPrint).toHaveBeenCalled();
  },
};
