import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { TextField } from '../TextField';
import { Stack } from './Stack';

const tile = (text: string) => (
  <Box key={text} padding="3" background="accentSubtle" color="accentText" borderRadius="md">
    {text}
  </Box>
);

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: { space: '4', children: [tile('Personal details'), tile('Student ID'), tile('Brand')] },
  parameters: {
    docs: {
      description: {
        component:
          'Children one under another with `space` from the theme\'s space scale between them (default 4 = 1rem), one value or per breakpoint. `align` (`left`, `center`, `right`) places them across; the default stretches them to the full width. `as="ul"`/`"ol"` makes it a list of `li` children. Use it for forms, sections and card bodies instead of margins.',
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

function gapBetween(first: HTMLElement, second: HTMLElement) {
  return second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
}

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(gapBetween(canvas.getByText('Personal details'), canvas.getByText('Student ID'))).toBe(16);
    await expect(gapBetween(canvas.getByText('Student ID'), canvas.getByText('Brand'))).toBe(16);
  },
};

export const LargeGap: Story = {
  args: { space: '8' },
  play: async ({ canvas }) => {
    await expect(gapBetween(canvas.getByText('Personal details'), canvas.getByText('Student ID'))).toBe(32);
  },
};

export const ResponsiveSpace: Story = {
  args: { space: { mobile: '2', desktop: '6' } },
  play: async ({ canvas }) => {
    // Tests run at 1024px wide: the desktop value applies.
    await expect(gapBetween(canvas.getByText('Personal details'), canvas.getByText('Student ID'))).toBe(24);
  },
};

export const Centered: Story = {
  args: { align: 'center', as: 'ul', 'aria-label': 'KYC steps', children: [<li key="1">One</li>, <li key="2">Two</li>] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'KYC steps' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const item = canvas.getByText('One').getBoundingClientRect();
    const box = list.getBoundingClientRect();
    await expect(Math.abs(item.left - box.left - (box.right - item.right))).toBeLessThan(1);
  },
};

export const Keyboard: Story = {
  args: { children: [<TextField key="first" label="First Name" />, <TextField key="last" label="Last Name" />] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveFocus();
  },
};
