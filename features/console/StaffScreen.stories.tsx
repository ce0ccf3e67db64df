import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { staffManagementMessages } from '../../contract';
import { toast } from '../../ui';
import { withConsole } from '../../stories/decorators/withConsole';
import { fail, failingGet, ok, pending } from '../../stories/msw/respond';
import { sampleStaffList } from './fixtures';
import { StaffScreen } from './StaffScreen';
import { grantHandler, revokeHandler, staffListHandler } from './handlers.storyKit';
import { expectToast, freshConsoleState, phone } from './storyKit';

const meta = {
  title: 'Features/Console/StaffScreen',
  component: StaffScreen,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', route: { path: '/admin/staff' } },
  beforeEach: freshConsoleState,
} satisfies Meta<typeof StaffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const staffList = () => screen.findByRole('list', { name: 'Members of staff' });
const row = async (name: string) => within(await staffList()).getByRole('listitem', { name: new RegExp(`^${name}`) });

export const Loaded: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(staffListHandler());
  },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(within(await staffList()).getAllByRole('listitem')).toHaveLength(4);
    const me = await row('Ada Obi');
    // The signed-in administrator changes nothing of their own.
    await expect(within(me).getByText('Ada Obi (you)')).toBeVisible();
    await expect(within(me).queryByRole('button')).not.toBeInTheDocument();
    const finance = await row('Femi Ade');
    await expect(within(finance).getByText('App not set up yet')).toBeVisible();
    await expect(within(finance).getByRole('button', { name: 'Change role of Femi Ade' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...meta.parameters, ...phone.parameters, visual: true },
  beforeEach({ msw }) {
    msw.use(staffListHandler());
  },
  play: async () => {
    await staffList();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/staff', () => pending()));
  },
  play: async () => {
    await expect(await screen.findByText('Loading staff')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(staffListHandler([]));
  },
  play: async () => {
    await expect(await screen.findByText('No one is staff yet.')).toBeVisible();
  },
};

const outage = failingGet(
  '/v1/admin/staff',
  () => fail(503, 'The service is unavailable.'),
  () => ok(sampleStaffList),
);

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Staff could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(within(await staffList()).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A role without `staff.manage` that typed the address: the server's refusal, and nothing to act on. */
export const Refused: Story = {
  parameters: { staffRole: 'support' },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/staff', () => fail(403, 'Your staff role may not do this.')));
  },
  play: async () => {
    await expect(await screen.findByText('Your staff role may not do this.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Grant role' })).not.toBeInTheDocument();
  },
};

export const GrantRequiresEmailAndRole: Story = {
  beforeEach({ msw }) {
    msw.use(staffListHandler());
  },
  play: async () => {
    await staffList();
    await userEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    await expect(await screen.findByText('Email is a required field')).toBeVisible();
    await expect(screen.getByText('Role is a required field')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
  },
};

export const GrantConfirmed: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    const grant = grantHandler();
    msw.use(staffListHandler(), grant.handler);
    return () => void expect(grant.bodies).toEqual([{ email: 'chidi@unilag.edu.ng', role: 'support' }]);
  },
  play: async () => {
    await staffList();
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'chidi@unilag.edu.ng');
    await userEvent.click(screen.getByRole('radio', { name: 'Support' }));
    await userEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Grant this role?' });
    await expect(dialog).toHaveTextContent('chidi@unilag.edu.ng will be Support in the console.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant role' }));
    await expectToast('chidi@unilag.edu.ng is now Support.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    toast.clear();
  },
};

export const GrantUnknownEmail: Story = {
  beforeEach({ msw }) {
    msw.use(staffListHandler(), grantHandler(() => fail(404, staffManagementMessages.unknownEmail)).handler);
  },
  play: async () => {
    await staffList();
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'nobody@unilag.edu.ng');
    await userEvent.click(screen.getByRole('radio', { name: 'Finance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Grant this role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant role' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(staffManagementMessages.unknownEmail);
  },
};

export const ChangeRole: Story = {
  beforeEach({ msw }) {
    const grant = grantHandler();
    msw.use(staffListHandler(), grant.handler);
    return () => void expect(grant.bodies).toEqual([{ email: 'finance@kampus.ng', role: 'admin' }]);
  },
  play: async () => {
    await userEvent.click(within(await row('Femi Ade')).getByRole('button', { name: 'Change role of Femi Ade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Femi Ade' });
    await expect(within(dialog).getByRole('radio', { name: 'Finance' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await expectToast('Femi Ade is now Administrator.');
  },
};

export const RevokeConfirmed: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    const revoke = revokeHandler();
    msw.use(staffListHandler(), revoke.handler);
    return () => void expect(revoke.ids).toEqual(['staff-support-1']);
  },
  play: async () => {
    await userEvent.click(within(await row('Sade Bello')).getByRole('button', { name: 'Revoke Sade Bello' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Sade Bello?' });
    await expect(dialog).toHaveTextContent('support@kampus.ng can no longer use the console');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expectToast('Sade Bello is no longer staff.');
    toast.clear();
  },
};

export const RevokeLastAdminRefused: Story = {
  beforeEach({ msw }) {
    msw.use(staffListHandler(), revokeHandler(() => fail(409, staffManagementMessages.lastAdmin)).handler);
  },
  play: async () => {
    await userEvent.click(within(await row('Tunde Bakare')).getByRole('button', { name: 'Revoke Tunde Bakare' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Tunde Bakare?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(staffManagementMessages.lastAdmin);
    // Cancel closes it, and nothing changed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
