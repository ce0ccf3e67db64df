import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { EmailOnlyBody } from '../../contract';
import { fail, ok, pending } from '../../stories/msw/respond';
import { readAuthFlow } from './authFlow';
import { message, sampleEmail, serverMessages, verifyFlow } from './fixtures';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { emailBox, expectLocation, expectToast, onAuthRoute, phone, seedFlow } from './storyKit';

const meta = {
  title: 'Features/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  ...onAuthRoute('/forget-password'),
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const getOtp = () => screen.getByRole('button', { name: 'Get otp' });

export const Default: Story = {
  parameters: { visual: true },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(emailBox()).toHaveValue('');
    await expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    // Like /login, this page's side panel leads to registration.
    await expect(screen.getByRole('heading', { name: 'Not yet signed up?' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...phone.parameters, visual: true },
  play: async () => {
    await expect(getOtp()).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    await userEvent.click(getOtp());
    await expect(await screen.findByText('Email is a required field')).toBeVisible();
    await expect(emailBox()).toHaveFocus();
    await userEvent.type(emailBox(), 'ada.obi@unilag{Enter}');
    await expect(await screen.findByText('Email must be a valid email')).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/forgot-password', () => pending()));
  },
  play: async () => {
    await userEvent.type(emailBox(), sampleEmail);
    await userEvent.click(getOtp());
    await waitFor(() => expect(getOtp()).toHaveAttribute('aria-busy', 'true'));
  },
};

export const CodeSent: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/auth/forgot-password', async ({ request }) => {
        const body = (await request.json()) as EmailOnlyBody;
        return body.email === sampleEmail
          ? ok(message('If an account exists for this email, we sent a code to reset the password.'))
          : fail(400, 'Unexpected body');
      }),
    );
  },
  play: async () => {
    await userEvent.type(emailBox(), sampleEmail);
    await userEvent.click(getOtp());
    await expectToast(`If an account exists for ${sampleEmail}, we sent a 6-digit code.`);
    await expectLocation('/verify-email');
    await expect(readAuthFlow()).toMatchObject({ email: sampleEmail, purpose: 'reset-password' });
  },
};

export const TooManyCodes: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/forgot-password', () => fail(429, serverMessages.tooManyCodes)));
  },
  play: async () => {
    await userEvent.type(emailBox(), sampleEmail);
    await userEvent.click(getOtp());
    await expectToast(serverMessages.tooManyCodes);
    await expectLocation('/forget-password');
    await expect(readAuthFlow()).toBeNull();
  },
};

export const BackFromVerify: Story = {
  beforeEach() {
    seedFlow({ ...verifyFlow, purpose: 'reset-password' });
  },
  play: async () => {
    // Coming back from /verify-email to fix the address starts from the one typed before.
    await expect(emailBox()).toHaveValue(sampleEmail);
  },
};
