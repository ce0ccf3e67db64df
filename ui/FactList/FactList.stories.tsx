import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Fact, FactList } from './FactList';

const meta = {
  title: 'UI/FactList',
  component: FactList,
  args: {
    children: [
      <Fact key="name" term="Name">
        Ada Obi
      </Fact>,
      <Fact key="phone" term="Phone">
        +2348031234567
      </Fact>,
      <Fact key="address" term="Address">
        Moremi Hall, Block B, Room 12, University of Lagos, Akoka, Lagos
      </Fact>,
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Facts as a name and its value side by side, a `dl` of `Fact`s: the names muted in the narrower column, long values wrapping anywhere rather than widening the page. For the facts of an order, a delivery, a dispute.',
      },
    },
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Phone', 'Address']);
    const phone = canvas.getByText('+2348031234567');
    await expect(phone.tagName).toBe('DD');
    // Each value sits on the same row as its name.
    const name = canvas.getByText('Phone').getBoundingClientRect();
    await expect(phone.getBoundingClientRect().top).toBe(name.top);
  },
};

export const Labelled: Story = {
  args: { 'aria-label': 'Delivery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Name').closest('dl')).toHaveAccessibleName('Delivery');
  },
};
