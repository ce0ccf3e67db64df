import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountList } from './AmountList';

const meta = {
  title: 'UI/AmountList',
  component: AmountList,
  args: {
    'aria-label': 'Chosen tickets',
    rows: [
      { id: 'regular', label: 'Regular × 2', amount: '₦49,000' },
      { id: 'table', label: 'Table For 8 × 1', amount: '₦180,000' },
      { id: 'total', label: 'Total', amount: '₦229,000', total: true },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'What something costs, line by line (a `dl`): each label with its amount at the end of the row, a total set apart by a rule. Amounts never wrap. Features pass the amounts already written (`formatKobo`) or as a `Price`.',
      },
    },
  },
} satisfies Meta<typeof AmountList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')[0]?.closest('dl')).toHaveAccessibleName('Chosen tickets');
    const total = canvas.getByText('Total').parentElement as HTMLElement;
    await expect(within(total).getByText('₦229,000')).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Regular × 2',
      'Table For 8 × 1',
      'Total',
    ]);
  },
};

export const FreeLine: Story = {
  args: {
    rows: [
      { id: 'free', label: 'Free seat × 1', amount: 'Free' },
      { id: 'total', label: 'Total', amount: '₦0', total: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
    const rows = canvas.getAllByRole('term').map((term) => term.parentElement as HTMLElement);
    // The total is set apart from the lines above it.
    await expect(getComputedStyle(rows[1] as HTMLElement).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(rows[0] as HTMLElement).borderTopStyle).toBe('none');
  },
};
