import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { getSession } from '../../client';
import { staffAuthMessages } from '../../contract';
import { toast } from '../../ui';
import { withApp } from '../../stories/decorators/withApp';
import { fail, pending } from '../../stories/msw/respond';
import { sampleCode, sampleCredentials, sampleRecoveryCodes, sampleSecondFactor } from './fixtures';
import { SignInScreen } from './SignInScreen';
import { setSignOutReason } from './signOutReason';
import { secondFactorHandler, signInHandler } from './handlers.storyKit';
import { expectLocation, freshConsoleState, phone } from './storyKit';

const meta = {
  title: 'Features/Console/SignInScreen',
  component: SignInScreen,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/admin/sign-in' } },
  beforeEach: freshConsoleState,
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailBox = () => screen.getByRole('textbox', { name: /^Email/ });
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });

async function signInWithPassword() {
  await userEvent.type(emailBox(), sampleCredentials.email);
  await userEvent.type(passwordBox(), sampleCredentials.password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

async function typeCode(code: string) {
  await userEvent.click(screen.getAllByRole('textbox', { name: /Digit 1/ })[0]!);
  await userEvent.keyboard(code);
}

export const Default: Story = {
  parameters: { visual: true },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await expect(emailBox()).toHaveValue('');
    await expect(passwordBox()).toHaveAttribute('type', 'password');
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...meta.parameters, ...phone.parameters, visual: true },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const RequiredFields: Story = {
  play: async () => {
    // No handler: an invalid form sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(await screen.findByText('Email is a required field')).toBeVisible();
    await expect(screen.getByText('Password is a required field')).toBeVisible();
    await expect(emailBox()).toHaveFocus();
  },
};

/** A wrong password, a student's account and an unknown address all get the login's one answer. */
export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(signInHandler().handler);
  },
  play: async () => {
    await userEvent.type(emailBox(), sampleCredentials.email);
    await userEvent.type(passwordBox(), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/staff/sign-in', () => pending()));
  },
  play: async () => {
    await signInWithPassword();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Sent back from a console page whose session the server ended: the server's reason is on the sign-in. */
export const IdleSessionEnded: Story = {
  parameters: { visual: true },
  beforeEach() {
    setSignOutReason(staffAuthMessages.idleEnded);
  },
  play: async () => {
    await expect(await screen.findByText(staffAuthMessages.idleEnded)).toHaveAttribute('role', 'status');
  },
};

export const CodeStep: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(signInHandler().handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    // The code can be typed at once; its group says what to type.
    const group = screen.getByRole('group', { name: 'Code from your authenticator app' });
    await expect(group).toHaveAccessibleDescription('Open your authenticator app and type the 6-digit code it shows for Kampus.');
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /Digit 1/ })[0]).toHaveFocus());
    await expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  },
};

export const SignedInWithCode: Story = {
  beforeEach({ msw }) {
    const secondFactor = secondFactorHandler();
    msw.use(signInHandler().handler, secondFactor.handler);
    return () => void expect(secondFactor.bodies).toEqual([{ challenge: 'challenge-verify-1', code: sampleCode }]);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await typeCode(sampleCode);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectLocation('/admin');
    await expect(getSession()).toEqual({ accessToken: sampleSecondFactor.accessToken });
  },
};

/** A guard sent the staff member here from a case: they go back to it. */
export const ReturnsToThePageAskedFor: Story = {
  parameters: { route: { path: '/admin/sign-in', state: { from: '/admin/disputes/order/42' } } },
  beforeEach({ msw }) {
    msw.use(signInHandler().handler, secondFactorHandler().handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await typeCode(sampleCode);
    await userEvent.keyboard('{Enter}');
    await expectLocation('/admin/disputes/order/42');
  },
};

export const WrongCode: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(signInHandler().handler, secondFactorHandler().handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await typeCode('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByText(staffAuthMessages.wrongCode)).toBeVisible();
    // The boxes are emptied for the next try, the first one focused.
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /Digit 1/ })[0]).toHaveFocus());
    await expect(getSession()).toBeNull();
  },
};

export const IncompleteCode: Story = {
  beforeEach({ msw }) {
    msw.use(signInHandler().handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await typeCode('123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeVisible();
  },
};

export const SignedInWithRecoveryCode: Story = {
  beforeEach({ msw }) {
    const secondFactor = secondFactorHandler({ recoveryCode: sampleRecoveryCodes[0] });
    msw.use(signInHandler().handler, secondFactor.handler);
    return () =>
      void expect(secondFactor.bodies.at(-1)).toEqual({ challenge: 'challenge-verify-1', recoveryCode: sampleRecoveryCodes[0] });
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Use a recovery code' })).toBeVisible();
    const box = screen.getByRole('textbox', { name: /^Recovery code/ });
    // Typed with a space and in capitals: sent as the code is written.
    await userEvent.type(box, ` ${sampleRecoveryCodes[0]!.toUpperCase()}`);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectLocation('/admin');
  },
};

export const WrongRecoveryCode: Story = {
  beforeEach({ msw }) {
    msw.use(signInHandler().handler, secondFactorHandler().handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Recovery code/ }), 'aaaaa-bbbbb');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByText(staffAuthMessages.wrongRecoveryCode)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /^Recovery code/ })).toHaveAccessibleDescription(
      expect.stringContaining(staffAuthMessages.wrongRecoveryCode),
    );
    // Back to the app's code.
    await userEvent.click(screen.getByRole('button', { name: 'Use the code from my authenticator app' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  },
};

/** Too many wrong codes, or five minutes gone: back to the password, told why. */
export const ChallengeEnded: Story = {
  beforeEach({ msw }) {
    msw.use(signInHandler().handler, secondFactorHandler({ answer: () => fail(401, staffAuthMessages.challengeEnded) }).handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    await typeCode(sampleCode);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await expect(screen.getByText(staffAuthMessages.challengeEnded)).toHaveAttribute('role', 'status');
  },
};

export const Enrolment: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(signInHandler('enrol').handler);
  },
  play: async () => {
    await signInWithPassword();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(await screen.findByRole('img', { name: 'QR code of your Kampus console sign-in' })).toBeVisible();
    // The key in groups of four, to type by hand.
    await expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Copy key' })).toBeVisible();
    await expect(screen.getByRole('group', { name: '2. Type the code the app now shows' })).toBeVisible();
  },
};

export const EnrolmentOnPhone: Story = {
  ...phone,
  parameters: { ...meta.parameters, ...phone.parameters, visual: true },
  beforeEach({ msw }) {
    msw.use(signInHandler('enrol').handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' });
    // The six code boxes narrow to the card rather than push the page sideways.
    await expect(screen.getByRole('group', { name: '2. Type the code the app now shows' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const EnrolmentWrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(signInHandler('enrol').handler, secondFactorHandler().handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' });
    await typeCode('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText(staffAuthMessages.wrongCode)).toBeVisible();
    await expect(getSession()).toBeNull();
  },
};

export const RecoveryCodes: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(signInHandler('enrol').handler, secondFactorHandler().handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' });
    await typeCode(sampleCode);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' });
    await waitFor(() => expect(heading).toHaveFocus());
    const codes = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    await expect(codes.map((code) => code.textContent)).toEqual(sampleRecoveryCodes);
    // The session has begun; the codes are kept before going on.
    await expect(getSession()).toEqual({ accessToken: sampleSecondFactor.accessToken });
    const onward = screen.getByRole('button', { name: 'Continue to the console' });
    await expect(onward).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Download codes' })).toBeVisible();
    toast.clear();
  },
};

export const RecoveryCodesSaved: Story = {
  beforeEach({ msw }) {
    msw.use(signInHandler('enrol').handler, secondFactorHandler().handler);
  },
  play: async () => {
    await signInWithPassword();
    await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' });
    await typeCode(sampleCode);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have saved them' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the console' }));
    await expectLocation('/admin');
  },
};
