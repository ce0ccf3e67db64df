import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { getSession } from '../../client';
import type { DeleteAccountBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending, sampleUser } from '../../stories/msw/respond';
import { ACCOUNT_DELETED_MESSAGE, DELETE_ACCOUNT_TITLE, DeleteAccountDialog } from './DeleteAccountDialog';
import { cleanUpAfterStory } from './storyCleanup';

const ESCROW_REFUSAL =
  'Your account cannot be deleted while money is held in escrow for one of your orders. Wait until every order is completed or refunded.';

const meta = {
  title: 'Features/Account/DeleteAccountDialog',
  component: DeleteAccountDialog,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/dashboard/settings/password', url: '/dashboard/settings/password' } },
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/user', () => ok(sampleUser)),
      http.post('/v1/auth/logout', () => ok({ message: 'You are logged out' })),
    );
    return cleanUpAfterStory;
  },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Delete Account Data' }));
  return within(await screen.findByRole('alertdialog', { name: DELETE_ACCOUNT_TITLE }));
}

async function confirmWith(dialog: ReturnType<typeof within>, password: string) {
  await userEvent.type(dialog.getByLabelText('Password'), password);
  await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
}

export const Open: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    // It names what is erased, that it is final, and what is kept.
    await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
    await expect(dialog.getByText(/erases your name, email address, phone number/)).toBeVisible();
    await expect(dialog.getByText(/your NIN and your identity document/)).toBeVisible();
    await expect(dialog.getByText(/removes your listings from Kampus/)).toBeVisible();
    await expect(dialog.getByText(/are kept without your name, as the law/)).toBeVisible();
    await expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(dialog.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  },
};

export const Cancelled: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: DELETE_ACCOUNT_TITLE })).not.toBeInTheDocument());
    await expect(getSession()).not.toBeNull();
  },
};

export const PasswordMissing: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(/Password is a required field/);
    await expect(dialog.getByLabelText('Password')).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('/v1/user', () => fail(400, 'Password is incorrect', { password: 'Password is incorrect' })));
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await confirmWith(dialog, 'not-my-password');
    await waitFor(() => expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(/Password is incorrect/));
    await expect(dialog.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(getSession()).not.toBeNull();
  },
};

export const RefusedWithEscrow: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(http.delete('/v1/user', () => fail(409, ESCROW_REFUSAL)));
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await confirmWith(dialog, 'correct-horse-battery');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(ESCROW_REFUSAL);
    // Still signed in, still on the page, the dialog still open.
    await expect(getSession()).not.toBeNull();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard/settings/password');
  },
};

export const Deleting: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('/v1/user', pending));
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await confirmWith(dialog, 'correct-horse-battery');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete my account' })).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Deleted: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('/v1/user', async ({ request }) => {
        const body = (await request.json()) as DeleteAccountBody;
        return body.password === 'correct-horse-battery' && Object.keys(body).length === 1
          ? ok({ message: 'Your account has been deleted.' })
          : fail(400, 'Unexpected body');
      }),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await confirmWith(dialog, 'correct-horse-battery');
    await expect(await screen.findByText(ACCOUNT_DELETED_MESSAGE)).toBeVisible();
    await expect(getSession()).toBeNull();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
  },
};
