import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ChangePasswordBody } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending, sampleUser } from '../../stories/msw/respond';
import { renewedTokens } from './fixtures';
import { PasswordSettingsScreen } from './PasswordSettingsScreen';
import { cleanUpAfterStory } from './storyCleanup';

const meta = {
  title: 'Features/Account/PasswordSettingsScreen',
  component: PasswordSettingsScreen,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/dashboard/settings/password', url: '/dashboard/settings/password' } },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok(sampleUser)));
    return cleanUpAfterStory;
  },
} satisfies Meta<typeof PasswordSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const changeForm = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('form', { name: 'Change password' }));

async function fill(form: ReturnType<typeof within>, current: string, next: string, confirm: string) {
  if (current) await userEvent.type(form.getByLabelText('Current password'), current);
  if (next) await userEvent.type(form.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(form.getByLabelText('Confirm new password'), confirm);
}

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const form = changeForm(canvas);
    await expect(form.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    await expect(await canvas.findByText('ada.obi@unilag.edu.ng')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Email me a reset code' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete Account Data' })).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const form = changeForm(canvas);
    await fill(form, 'old-password', 'a-better-password', 'a-better-passw0rd');
    await expect(form.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    await expect(form.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  },
};

export const MismatchFixed: Story = {
  play: async ({ canvas }) => {
    const form = changeForm(canvas);
    await fill(form, 'old-password', 'a-better-password', 'a-better-passw0rd');
    await expect(form.getByRole('button', { name: 'Update Password' })).toBeDisabled();
    await userEvent.clear(form.getByLabelText('Confirm new password'));
    await userEvent.type(form.getByLabelText('Confirm new password'), 'a-better-password');
    await expect(form.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    const form = changeForm(canvas);
    await fill(form, '', 'short', 'short');
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is a required field');
    await expect(form.getByText('New password must be at least 8 characters')).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/user/password', pending));
  },
  play: async ({ canvas }) => {
    const form = changeForm(canvas);
    await fill(form, 'old-password', 'a-better-password', 'a-better-password');
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Update Password' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/user/password', async ({ request }) => {
        const body = (await request.json()) as ChangePasswordBody;
        const expected = body.currentPassword === 'old-password' && body.newPassword === 'a-better-password';
        return expected && Object.keys(body).length === 2 ? ok(renewedTokens) : fail(400, 'Unexpected body');
      }),
    );
  },
  play: async ({ canvas }) => {
    const form = changeForm(canvas);
    await fill(form, 'old-password', 'a-better-password', 'a-better-password');
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await expect(await screen.findByText('Password updated successfully')).toBeVisible();
    await expect(form.getByLabelText('Current password')).toHaveValue('');
    await expect(form.getByLabelText('New password')).toHaveValue('');
    await expect(form.getByLabelText('Confirm new password')).toHaveValue('');
  },
};

export const WrongCurrentPassword: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/user/password', () =>
        fail(400, 'Current password is incorrect', { currentPassword: 'Current password is incorrect' }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const form = changeForm(canvas);
    await fill(form, 'not-my-password', 'a-better-password', 'a-better-password');
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect'),
    );
    await expect(form.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/user/password', () => fail(429, 'Too many wrong passwords. Try again in 10 minutes.')));
  },
  play: async ({ canvas }) => {
    const form = changeForm(canvas);
    await fill(form, 'old-password', 'a-better-password', 'a-better-password');
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await expect(await screen.findByText('Too many wrong passwords. Try again in 10 minutes.')).toBeVisible();
  },
};

export const ResetCodeByEmail: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/auth/forgot-password', async ({ request }) => {
        const body = (await request.json()) as { email?: string };
        return body.email === sampleUser.email
          ? ok({ message: 'If the address has an account, a code is on its way.' })
          : fail(400, 'Unexpected body');
      }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText(sampleUser.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a reset code' }));
    await expect(await canvas.findByText('We sent a 6-digit code to ada.obi@unilag.edu.ng')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  },
};

export const DeleteAccountData: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account Data' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account data?' }));
    await expect(dialog.getByLabelText('Password')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete your account data?' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Delete Account Data' })).toBeVisible();
  },
};
