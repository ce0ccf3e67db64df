import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { ResetPasswordBody } from '../../contract';
import { fail, ok, pending } from '../../stories/msw/respond';
import { readAuthFlow } from './authFlow';
import { message, resetFlow, resetFlowWithToken, sampleResetToken, serverMessages } from './fixtures';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { expectLocation, expectToast, onAuthRoute, phone, seedFlow } from './storyKit';

const meta = {
  title: 'Features/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  ...onAuthRoute('/reset-password'),
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });
const saveButton = () => screen.getByRole('button', { name: 'Save new password' });
const strongPassword = 'new-secret-42';

export const Default: Story = {
  parameters: { visual: true },
  beforeEach: () => seedFlow(resetFlowWithToken),
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible();
    await expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirmPassword()).toHaveAttribute('autocomplete', 'new-password');
    await expect(saveButton()).toBeEnabled();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...phone.parameters, visual: true },
  beforeEach: () => seedFlow(resetFlowWithToken),
  play: async () => {
    await expect(saveButton()).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const NoResetTokenHeld: Story = {
  beforeEach: () => seedFlow(resetFlow),
  play: async () => {
    await expectLocation('/forget-password');
  },
};

export const NothingHeld: Story = {
  play: async () => {
    await expectLocation('/forget-password');
  },
};

export const PasswordsDoNotMatch: Story = {
  parameters: { visual: true },
  beforeEach: () => seedFlow(resetFlowWithToken),
  play: async () => {
    await userEvent.type(newPassword(), strongPassword);
    await userEvent.type(confirmPassword(), 'new-secret-4');
    await expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await expect(saveButton()).toBeDisabled();
    // Enter in a field does not submit past the disabled button.
    await userEvent.keyboard('{Enter}');
    await expectLocation('/reset-password');
  },
};

export const MatchEnablesSave: Story = {
  beforeEach: () => seedFlow(resetFlowWithToken),
  play: async () => {
    await userEvent.type(newPassword(), strongPassword);
    await userEvent.type(confirmPassword(), 'new-secret-4');
    await expect(saveButton()).toBeDisabled();
    await userEvent.type(confirmPassword(), '2');
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expect(saveButton()).toBeEnabled();
  },
};

export const TooShort: Story = {
  beforeEach: () => seedFlow(resetFlowWithToken),
  play: async () => {
    await userEvent.type(newPassword(), 'short');
    await userEvent.type(confirmPassword(), 'short');
    await userEvent.click(saveButton());
    await expect(await screen.findByText('New password must be at least 8 characters')).toBeVisible();
    await expect(newPassword()).toHaveFocus();
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    seedFlow(resetFlowWithToken);
    msw.use(http.post('/v1/auth/reset-password', () => pending()));
  },
  play: async () => {
    await userEvent.type(newPassword(), strongPassword);
    await userEvent.type(confirmPassword(), strongPassword);
    await userEvent.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Success: Story = {
  beforeEach({ msw }) {
    seedFlow(resetFlowWithToken);
    msw.use(
      http.post('/v1/auth/reset-password', async ({ request }) => {
        const body = (await request.json()) as ResetPasswordBody;
        return body.resetToken === sampleResetToken && body.password === strongPassword
          ? ok(message('Your password has been reset. You can log in with the new one.'))
          : fail(400, 'Unexpected body');
      }),
    );
  },
  play: async () => {
    await userEvent.type(newPassword(), strongPassword);
    await userEvent.type(confirmPassword(), strongPassword);
    await userEvent.click(saveButton());
    await expectToast('Password reset successful. Please log in.');
    await expectLocation('/login');
    await expect(readAuthFlow()).toBeNull();
  },
};

export const ExpiredResetToken: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    seedFlow(resetFlowWithToken);
    msw.use(
      http.post('/v1/auth/reset-password', () =>
        fail(400, serverMessages.resetExpired, { resetToken: serverMessages.resetExpired }),
      ),
    );
  },
  play: async () => {
    await userEvent.type(newPassword(), strongPassword);
    await userEvent.type(confirmPassword(), strongPassword);
    await userEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(serverMessages.resetExpired);
    await expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/forget-password');
    await expect(saveButton()).toBeDisabled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    seedFlow(resetFlowWithToken);
    msw.use(http.post('/v1/auth/reset-password', () => fail(503, 'The service is busy. Try again in a minute.')));
  },
  play: async () => {
    await userEvent.type(newPassword(), strongPassword);
    await userEvent.type(confirmPassword(), strongPassword);
    await userEvent.click(saveButton());
    await expectToast('The service is busy. Try again in a minute.');
    await expect(saveButton()).toBeEnabled();
  },
};
