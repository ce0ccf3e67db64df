import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EmailOnlyBody, VerifyEmailBody } from '../../contract';
import { fail, ok, pending } from '../../stories/msw/respond';
import { readAuthFlow } from './authFlow';
import { message, resetFlow, sampleEmail, sampleResetToken, serverMessages, verifyFlow } from './fixtures';
import { clearToasts, expectLocation, expectToast, onAuthRoute, phone, seedFlow } from './storyKit';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const meta = {
  title: 'Features/Auth/VerifyEmailScreen',
  component: VerifyEmailScreen,
  ...onAuthRoute('/verify-email'),
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const digits = () => within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole('textbox');
const digitValues = () =>
  digits()
    .map((box) => (box as HTMLInputElement).value.trim())
    .join('');
const emailButton = () => screen.getByRole('button', { name: /change email$/ });
const codeAlert = () => within(screen.getByRole('main')).findByRole('alert');
const resendButton = () => screen.getByRole('button', { name: 'Resend code' });

async function typeCode(code: string) {
  await userEvent.click(digits()[0]!);
  await userEvent.keyboard(code);
}

const verifyCode = (code: string) =>
  http.post('/v1/auth/verify-email', async ({ request }) => {
    const body = (await request.json()) as VerifyEmailBody;
    return body.email === sampleEmail && body.code === code
      ? ok(message('Email verified successfully'))
      : fail(400, serverMessages.wrongCode, { code: serverMessages.wrongCode });
  });

export const Default: Story = {
  parameters: { visual: true },
  beforeEach: () => seedFlow(verifyFlow),
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(emailButton()).toBeVisible();
    await expect(emailButton()).toHaveTextContent(sampleEmail);
    await expect(digits()).toHaveLength(6);
    await waitFor(() => expect(digits()[0]).toHaveFocus());
    await expect(screen.getByRole('button', { name: 'Verify email' })).toBeDisabled();
    await expect(resendButton()).toBeEnabled();
    await expect(screen.getByRole('heading', { name: 'Already signed up?' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...phone.parameters, visual: true },
  beforeEach: () => seedFlow(verifyFlow),
  play: async () => {
    await expect(digits()).toHaveLength(6);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const NoEmailHeld: Story = {
  play: async () => {
    await expectLocation('/login');
  },
};

export const EmailGoesBackToLogin: Story = {
  beforeEach: () => seedFlow(verifyFlow),
  play: async () => {
    await userEvent.click(emailButton());
    await expectLocation('/login');
  },
};

export const EmailGoesBackToForgotPassword: Story = {
  beforeEach: () => seedFlow(resetFlow),
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible();
    await userEvent.click(emailButton());
    await expectLocation('/forget-password');
  },
};

export const EnterSubmits: Story = {
  beforeEach({ msw }) {
    seedFlow(verifyFlow);
    msw.use(verifyCode('123456'));
  },
  play: async () => {
    await typeCode('12345');
    await userEvent.keyboard('{Enter}');
    // Five digits never submit.
    await expectLocation('/verify-email');
    await userEvent.keyboard('6{Enter}');
    await expectToast('Email verified successfully');
    await expectLocation('/login');
    await expect(readAuthFlow()).toBeNull();
  },
};

export const VerifyButton: Story = {
  beforeEach({ msw }) {
    seedFlow(verifyFlow);
    msw.use(verifyCode('123456'));
  },
  play: async () => {
    await typeCode('123456');
    const verify = screen.getByRole('button', { name: 'Verify email' });
    await expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await expectToast('Email verified successfully');
    await expectLocation('/login');
  },
};

export const Verifying: Story = {
  beforeEach({ msw }) {
    seedFlow(verifyFlow);
    msw.use(http.post('/v1/auth/verify-email', () => pending()));
  },
  play: async () => {
    await typeCode('123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify email' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const WrongCode: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    seedFlow(verifyFlow);
    msw.use(verifyCode('123456'));
  },
  play: async () => {
    await typeCode('654321');
    await userEvent.keyboard('{Enter}');
    await expect(await codeAlert()).toHaveTextContent(serverMessages.wrongCode);
    await expectToast(serverMessages.wrongCode);
    // The boxes are cleared for a new try, starting at the first.
    await expect(digitValues()).toBe('');
    await expect(digits()[0]).toHaveFocus();
    await expect(digits()[0]).toHaveAttribute('aria-invalid', 'true');
    clearToasts();
  },
};

export const ExpiredCodeThenResend: Story = {
  beforeEach({ msw }) {
    seedFlow(verifyFlow);
    msw.use(
      http.post('/v1/auth/verify-email', () => fail(400, serverMessages.expiredCode, { code: serverMessages.expiredCode })),
      http.post('/v1/auth/resend-code', async ({ request }) => {
        const body = (await request.json()) as EmailOnlyBody;
        return body.email === sampleEmail
          ? ok(message('If this email is waiting for verification, a new code is on its way.'))
          : fail(400, 'Unexpected body');
      }),
    );
  },
  play: async () => {
    await typeCode('123456');
    await userEvent.keyboard('{Enter}');
    await expect(await codeAlert()).toHaveTextContent(serverMessages.expiredCode);
    await userEvent.click(resendButton());
    await expectToast(`We sent a new code to ${sampleEmail}.`);
    await expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
    // The next code can be asked for in a minute.
    await expect(resendButton()).toBeDisabled();
    await expect(screen.getByText('in 60 seconds')).toBeInTheDocument();
    await expect(digits()[0]).toHaveFocus();
  },
};

export const TooManyAttempts: Story = {
  beforeEach({ msw }) {
    seedFlow(verifyFlow);
    msw.use(
      http.post('/v1/auth/verify-email', () => fail(429, serverMessages.tooManyAttempts, { code: 'Too many wrong attempts' })),
    );
  },
  play: async () => {
    await typeCode('123456');
    await userEvent.keyboard('{Enter}');
    await expect(await codeAlert()).toHaveTextContent(serverMessages.tooManyAttempts);
    await expect(digitValues()).toBe('');
    // Typing again clears the message.
    await userEvent.keyboard('1');
    await expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ResendCooldown: Story = {
  beforeEach: () => seedFlow({ ...verifyFlow, codeSentAt: Date.now() }),
  play: async () => {
    await expect(resendButton()).toBeDisabled();
    const countdown = () => Number(/in (\d+) seconds/.exec(screen.getByText(/in \d+ seconds/).textContent ?? '')?.[1]);
    const first = countdown();
    await expect(first).toBeGreaterThan(55);
    await expect(first).toBeLessThanOrEqual(60);
    await waitFor(() => expect(countdown()).toBeLessThan(first), { timeout: 2500 });
  },
};

export const ResendRefused: Story = {
  beforeEach({ msw }) {
    seedFlow(verifyFlow);
    msw.use(http.post('/v1/auth/resend-code', () => fail(429, serverMessages.tooManyCodes)));
  },
  play: async () => {
    await userEvent.click(resendButton());
    await expectToast(serverMessages.tooManyCodes);
    await expect(resendButton()).toBeEnabled();
  },
};

const forgotCalls = fn();

export const ResendResetCode: Story = {
  beforeEach({ msw }) {
    seedFlow(resetFlow);
    forgotCalls.mockClear();
    msw.use(
      http.post('/v1/auth/forgot-password', async ({ request }) => {
        forgotCalls(await request.json());
        return ok(message('If an account exists for this email, we sent a code to reset the password.'));
      }),
    );
  },
  play: async () => {
    await userEvent.click(resendButton());
    await expectToast(`We sent a new code to ${sampleEmail}.`);
    await expect(forgotCalls).toHaveBeenCalledWith({ email: sampleEmail });
    await expect(resendButton()).toBeDisabled();
  },
};

export const ResetCodeVerified: Story = {
  beforeEach({ msw }) {
    seedFlow(resetFlow);
    msw.use(
      http.post('/v1/auth/verify-reset-code', async ({ request }) => {
        const body = (await request.json()) as VerifyEmailBody;
        return body.code === '246810' ? ok({ resetToken: sampleResetToken }) : fail(400, serverMessages.wrongCode);
      }),
    );
  },
  play: async () => {
    await typeCode('246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await expectLocation('/reset-password');
    await expect(readAuthFlow()).toMatchObject({ email: sampleEmail, purpose: 'reset-password', resetToken: sampleResetToken });
  },
};
