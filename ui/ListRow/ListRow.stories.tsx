import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { CardLink } from '../Card';
import { Text } from '../Text';
import { ListRow, ListRows, ListRowsSkeleton } from './ListRow';

const photo = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${fill}"/></svg>`,
  );

const picture = (fill: string) => (
  <img src={photo(fill)} alt="" width={160} height={120} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
);

const meta = {
  title: 'UI/ListRow',
  component: ListRows,
  args: { 'aria-label': 'Orders', count: '2 orders', page: 1, totalPages: 2, onPageChange: fn(), children: null },
  parameters: {
    docs: {
      description: {
        component:
          "A page of things as cards, one a row: a 4:3 picture, the thing's name (a link to its page makes the whole card one) with a line or two, and beside them its amount and status (`summary`) or its buttons (`controls`, on a larger picture). Their count is said above the list; page buttons follow it when there is more than one page.",
      },
    },
  },
} satisfies Meta<typeof ListRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {
  render: (args) => (
    <ListRows {...args}>
      <ListRow
        titleId="row-1"
        title={<CardLink href="#order-1">Casio fx-991ES calculator</CardLink>}
        media={picture('#365')}
        aside={
          <>
            <strong>₦8,500</strong>
            <Badge tone="info">Awaiting seller</Badge>
          </>
        }
      >
        <Text as="span" size="sm" tone="muted">
          Sold by Ada’s Gadgets
        </Text>
      </ListRow>
      <ListRow titleId="row-2" title={<CardLink href="#order-2">UNILAG Freshers’ Night</CardLink>} media={picture('#635')}>
        <Text as="span" size="sm" tone="muted">
          2 × Regular
        </Text>
      </ListRow>
    </ListRows>
  ),
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Orders' });
    await expect(list).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('listitem', { name: 'Casio fx-991ES calculator' })).toBeVisible();
    await expect(canvas.getByText('2 orders')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Controls: Story = {
  args: { 'aria-label': 'Your products', count: undefined, totalPages: 1 },
  render: (args) => (
    <ListRows {...args}>
      <ListRow
        kind="controls"
        titleId="listing-1"
        title="Casio fx-991ES calculator"
        media={picture('#365')}
        aside={<Button size="sm">Edit</Button>}
        footer={
          <Button size="sm" variant="transparent">
            Cancel event
          </Button>
        }
      >
        <Text as="span" size="sm" tone="muted">
          3 units left
        </Text>
      </ListRow>
    </ListRows>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Casio fx-991ES calculator' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel event' })).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <ListRowsSkeleton label="Loading your orders" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
  },
};
