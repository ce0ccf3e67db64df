import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Inline } from './Inline';

const tags = ['Gadgets', 'Fashion', 'Home', 'Parties', 'Tech', 'Religious', 'Academic'].map((name) => (
  <Box key={name} as="li" paddingX="3" paddingY="1" background="neutralSubtle" color="neutralText" borderRadius="full">
    {name}
  </Box>
));

const meta = {
  title: 'UI/Inline',
  component: Inline,
  args: { as: 'ul', 'aria-label': 'Categories', children: tags },
  parameters: {
    docs: {
      description: {
        component:
          'Children side by side with `space` between them (across and down), wrapping onto new lines when they do not fit. `align` places them along the line (`left`, `center`, `right`, or `spaceBetween` for a title and its action); `alignY` within it (`top`, `center` — the default —, `bottom`, `baseline`). For columns that must not wrap, use Columns.',
      },
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

function rows(elements: HTMLElement[]) {
  return new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top))).size;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    await expect(rows(items)).toBe(1);
  },
};

export const Wrapping: Story = {
  parameters: { visual: true },
  render: (args) => (
    <Box maxWidth="sm">
      <Inline {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(rows(canvas.getAllByRole('listitem'))).toBeGreaterThan(1);
  },
};

export const SpaceBetween: Story = {
  args: {
    as: 'div',
    'aria-label': undefined,
    align: 'spaceBetween',
    children: [
      <strong key="title">Order #1042</strong>,
      <Button key="action" variant="outline" size="sm">
        View
      </Button>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const row = canvasElement.querySelector('strong')?.parentElement;
    const button = canvas.getByRole('button', { name: 'View' });
    await expect(Math.round(button.getBoundingClientRect().right)).toBe(Math.round(row?.getBoundingClientRect().right ?? 0));
  },
};

export const AlignedToTheTop: Story = {
  args: {
    as: 'div',
    'aria-label': undefined,
    alignY: 'top',
    children: [
      <Button key="small" size="sm">
        Small
      </Button>,
      <Button key="large" size="lg">
        Large
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect();
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect();
    await expect(small.top).toBe(large.top);
    await expect(small.height).toBeLessThan(large.height);
  },
};

export const Keyboard: Story = {
  args: {
    as: 'div',
    'aria-label': undefined,
    children: [
      <Button key="m" variant="outline">
        Mark as delivered
      </Button>,
      <Button key="d" tone="critical">
        Dispute
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark as delivered' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dispute' })).toHaveFocus();
  },
};
