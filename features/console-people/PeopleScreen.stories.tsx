import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { PeopleScreen } from './PeopleScreen';
import { SAMPLE_ORDER_ID, SAMPLE_PERSON_ID, SAMPLE_REFERENCE, sampleOrderSearch, sampleSearch } from './fixtures';
import { fail, ok, searchIs } from './handlers.storyKit';

const seen: string[] = [];
const answer = (q: string) =>
  q === SAMPLE_REFERENCE || q === SAMPLE_ORDER_ID
    ? sampleOrderSearch
    : q === 'nobody'
      ? { people: [], orders: [] }
      : sampleSearch;
const searched = (q: string) => ({ path: '/admin/people', url: `/admin/people?q=${encodeURIComponent(q)}` });

const meta = {
  title: 'Console/People/PeopleScreen',
  component: PeopleScreen,
  decorators: [withConsole],
  parameters: { route: { path: '/admin/people' } },
  beforeEach({ msw }) {
    seen.length = 0;
    msw.use(searchIs(answer, seen));
  },
} satisfies Meta<typeof PeopleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeASearch: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'People and orders' })).toBeVisible();
    await expect(canvas.getByText(/Search to see a person’s KYC/)).toBeVisible();
    await expect(seen).toEqual([]);
  },
};

export const Searches: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('searchbox', { name: 'Name, e-mail, order id or payment reference' });
    await userEvent.type(field, 'tunde{Enter}');
    await expect(await canvas.findByRole('list', { name: 'People found' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/admin/people?q=tunde');
    await expect(seen).toEqual(['tunde']);
  },
};

export const TooShort: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('searchbox', { name: 'Name, e-mail, order id or payment reference' });
    await userEvent.type(field, 'a');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(field).toHaveAccessibleDescription(/Search must be at least 2 characters/);
    await expect(field).toHaveFocus();
    await expect(seen).toEqual([]);
  },
};

export const People: Story = {
  parameters: { visual: true, route: searched('tunde') },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'People found' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(canvas.getByText('2 people, 0 orders')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Tunde Bakare' })).toHaveAttribute(
      'href',
      `/admin/people/${SAMPLE_PERSON_ID}`,
    );
    await expect(within(rows[0] as HTMLElement).getByText('KYC approved')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Suspended')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('tunde');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true, route: searched(SAMPLE_REFERENCE) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Orders found' })).toBeVisible();
  },
};

export const AnOrderByReference: Story = {
  parameters: { visual: true, route: searched(SAMPLE_REFERENCE) },
  play: async ({ canvas }) => {
    const orders = within(await canvas.findByRole('list', { name: 'Orders found' }));
    await expect(orders.getByText('JBL Tune 510BT wireless headphones')).toBeVisible();
    await expect(orders.getByText('₦15,000')).toBeVisible();
    await expect(orders.getByText('Disputed')).toBeVisible();
    await expect(orders.getByText(new RegExp(`reference ${SAMPLE_REFERENCE}`))).toBeVisible();
    await expect(orders.getByRole('link', { name: 'Tunde Bakare' })).toHaveAttribute('href', `/admin/people/${SAMPLE_PERSON_ID}`);
    await expect(within(canvas.getByRole('list', { name: 'People found' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NoOneFound: Story = {
  parameters: { route: searched('nobody') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No one found' })).toBeVisible();
    await expect(canvas.getByText(/Nothing matches “nobody”/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { route: searched('tunde') },
  beforeEach({ msw }) {
    msw.use(searchIs('pending'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Searching')).toBeInTheDocument();
  },
};

const outage = failingGet(
  '/v1/admin/people',
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(sampleSearch),
);

export const Failed: Story = {
  parameters: { route: searched('tunde') },
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The search could not be run' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'People found' })).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: { route: searched('tunde') },
  beforeEach({ msw }) {
    msw.use(searchIs(() => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    await expect(canvas.getByText('Your staff role may not do this.')).toBeVisible();
  },
};
