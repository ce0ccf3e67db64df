import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminPerson } from '../../contract';
import { toast } from '../../ui';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { PersonScreen } from './PersonScreen';
import { SAMPLE_PERSON_ID, sampleListings, sampleNewcomer, samplePerson, samplePersonAudit } from './fixtures';
import { auditIs, fail, listingActionsAnswer, ok, personActionsAnswer, personIs, type PostSeen } from './handlers.storyKit';

/** What the server holds now: a story's action changes it, as the real one would. */
let current: AdminPerson = samplePerson();
const seen: PostSeen[] = [];
/** The `?month=` of each read of the person's page (null for the current month). */
const monthsAsked: (string | null)[] = [];
const personUrl = (id: string) => ({ path: '/admin/people/:id', url: `/admin/people/${id}` });
const reason = 'Sold counterfeit headphones to three buyers.';
const suspendedNow = { at: '2026-11-28T12:00:00.000Z', reason };

const meta = {
  title: 'Console/People/PersonScreen',
  component: PersonScreen,
  decorators: [withConsole],
  parameters: { route: personUrl(SAMPLE_PERSON_ID), staffRole: 'admin' },
  beforeEach({ msw }) {
    current = samplePerson();
    seen.length = 0;
    toast.clear();
    msw.use(
      personIs(() => current),
      auditIs(samplePersonAudit),
      personActionsAnswer(seen, (action) => {
        if (action === 'suspend') current = samplePerson({ suspended: suspendedNow });
        if (action === 'restore') current = samplePerson();
        if (action === 'end-sessions') current = { ...current, sessions: [] };
        return current;
      }),
      listingActionsAnswer(seen, (action, id) => {
        const listing = sampleListings.find((candidate) => candidate.id === id) ?? sampleListings[0]!;
        const changed =
          action === 'hide' ? { ...listing, status: 'inactive' as const, hidden: suspendedNow } : { ...listing, hidden: null };
        current = { ...current, listings: current.listings.map((candidate) => (candidate.id === id ? changed : candidate)) };
        return changed;
      }),
    );
    return () => toast.clear();
  },
} satisfies Meta<typeof PersonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectToast(text: string) {
  await waitFor(async () => {
    const region = within(await screen.findByRole('region', { name: /notification/ }));
    await expect(region.getByText(text)).toBeVisible();
  });
}

const section = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('region', { name }));

export const Loaded: Story = {
  parameters: { visual: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suspend' })).toBeVisible();

    const orders = within(canvas.getByRole('list', { name: 'Orders, newest first' })).getAllByRole('listitem');
    await expect(orders).toHaveLength(2);
    await expect(orders[0]).toHaveTextContent('As seller');
    await expect(orders[1]).toHaveTextContent('As buyer');
    await expect(within(orders[0] as HTMLElement).getByRole('link', { name: 'Chioma Eze' })).toBeVisible();

    const listings = within(canvas.getByRole('list', { name: 'Listings, newest first' })).getAllByRole('listitem');
    await expect(listings[1]).toHaveTextContent('Hidden by Kampus');
    await expect(listings[1]).toHaveTextContent('Photos copied from another seller’s listing.');
    await expect(canvas.getByRole('button', { name: 'Hide JBL Tune 510BT wireless headphones' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restore iPhone 12 Pro, 256 GB' })).toBeVisible();

    const wallet = section(canvasElement, 'Wallet');
    await expect(wallet.getByText('₦23,450')).toBeVisible();
    await expect(wallet.getByText('−₦5,000')).toBeVisible();

    const kyc = within(canvas.getByRole('list', { name: 'KYC submissions, newest first' })).getAllByRole('listitem');
    await expect(kyc[1]).toHaveTextContent('Rejected: The photo of the student ID is unreadable.');
    await expect(within(canvas.getByRole('list', { name: 'Open sessions' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(await section(canvasElement, 'Audit trail of Tunde Bakare').findByText(/support@kampus.ng/)).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suspend' })).toBeVisible();
  },
};

export const Suspends: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Suspend Tunde Bakare' }));
    await expect(dialog.getByText(/Their open orders still conclude/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    const field = dialog.getByRole('textbox', { name: /Reason/ });
    await expect(field).toHaveAccessibleDescription(/Reason is a required field/);
    await expect(field).toHaveFocus();
    await userEvent.type(field, reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    await expectToast('Tunde Bakare is suspended');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(seen).toEqual([{ path: `${SAMPLE_PERSON_ID}/suspend`, body: { reason } }]);
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restore' })).toBeVisible();
  },
};

export const Suspended: Story = {
  parameters: { visual: true },
  beforeEach() {
    current = samplePerson({ suspended: suspendedNow });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Suspended since/)).toBeVisible();
    await expect(canvas.getByText(reason)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Restore Tunde Bakare' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Appeal accepted.');
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    await expectToast('Tunde Bakare is restored');
    await expect(await canvas.findByRole('button', { name: 'Suspend' })).toBeVisible();
  },
};

export const SuspendRefused: Story = {
  beforeEach({ msw }) {
    msw.use(personActionsAnswer(seen, () => fail(409, 'This person is already suspended (since 2026-11-28T11:58:00.000Z).')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Suspend Tunde Bakare' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This person is already suspended');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const EndsSessions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'End all sessions' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'End Tunde’s sessions' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Says his phone was stolen.');
    await userEvent.click(dialog.getByRole('button', { name: 'End all sessions' }));
    await expectToast('Sessions ended');
    await expect(await canvas.findByText('Not signed in anywhere.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'End all sessions' })).not.toBeInTheDocument();
  },
};

export const HidesAListing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide JBL Tune 510BT wireless headphones' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Hide “JBL Tune 510BT wireless headphones”' }));
    await expect(dialog.getByText(/Its seller still sees it, with your reason/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Hide listing' }));
    await expectToast('Listing hidden');
    await expect(seen).toEqual([{ path: `product/${sampleListings[0]!.id}/hide`, body: { reason } }]);
    await expect(await canvas.findByRole('button', { name: 'Restore JBL Tune 510BT wireless headphones' })).toBeVisible();
  },
};

export const AsSupport: Story = {
  parameters: { staffRole: 'support' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'End all sessions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide JBL Tune 510BT wireless headphones' })).toBeVisible();
  },
};

export const AsFinance: Story = {
  parameters: { staffRole: 'finance' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'End all sessions' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Hide / })).not.toBeInTheDocument();
  },
};

export const Newcomer: Story = {
  parameters: { visual: true, route: personUrl(sampleNewcomer().person.id) },
  beforeEach() {
    current = sampleNewcomer();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chioma Eze' })).toBeVisible();
    await expect(canvas.getByText('No orders, as buyer or seller.')).toBeVisible();
    await expect(canvas.getByText('No listings.')).toBeVisible();
    await expect(canvas.getByText('No KYC submitted.')).toBeVisible();
    await expect(canvas.getByText('Not signed in anywhere.')).toBeVisible();
    await expect(canvas.getByText('No money moved this month.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(personIs('pending'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the person')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: personUrl('00000000-0000-4000-8000-000000000000') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Person not found' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to people' })[0]).toHaveAttribute('href', '/admin/people');
  },
};

const outage = failingGet(
  '/v1/admin/people/:id',
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(samplePerson()),
);

export const Failed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This person could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible();
  },
};

export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/people/:id', () => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
  },
};

/** The wallet history of another month: picked from the months the history has, asked of the server with `?month=`. */
export const AnotherMonth: Story = {
  beforeEach({ msw }) {
    const october = { month: '2026-10', inKobo: 500_000, outKobo: 0, items: [] };
    msw.use(
      personIs(
        (month) => (month === '2026-10' ? { ...current, wallet: { ...current.wallet, month: october } } : current),
        monthsAsked,
      ),
    );
    monthsAsked.length = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Tunde Bakare' });
    const wallet = section(canvasElement, 'Wallet');
    await userEvent.click(await wallet.findByRole('button', { name: /Month/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'October 2026' }));
    await expect(await wallet.findByText('October 2026: ₦5,000 in, ₦0 out')).toBeVisible();
    await expect(wallet.getByText('No money moved in October 2026.')).toBeVisible();
    await expect(monthsAsked).toContain('2026-10');
  },
};
