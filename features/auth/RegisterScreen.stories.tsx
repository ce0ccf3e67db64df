import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { RegisterBody } from '../../contract';
import { fail, ok, pending } from '../../stories/msw/respond';
import { readAuthFlow } from './authFlow';
import { sampleEmail, samplePassword, sampleRegistered, serverMessages } from './fixtures';
import { RegisterScreen } from './RegisterScreen';
import { clearToasts, emailBox, expectLocation, expectToast, onAuthRoute, phone } from './storyKit';

const meta = {
  title: 'Features/Auth/RegisterScreen',
  component: RegisterScreen,
  ...onAuthRoute('/register'),
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (name: string) => screen.getByRole('textbox', { name });
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const terms = () => screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ });
const registerButton = () => screen.getByRole('button', { name: 'Register' });

async function fillIn({ firstname = 'Ada', lastname = 'Obi', email = sampleEmail, password = samplePassword } = {}) {
  if (firstname) await userEvent.type(box('First name'), firstname);
  if (lastname) await userEvent.type(box('Last name'), lastname);
  if (email) await userEvent.type(emailBox(), email);
  if (password) await userEvent.type(passwordBox(), password);
}

export const Default: Story = {
  parameters: { visual: true },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    for (const name of ['First name', 'Last name', 'Email']) await expect(box(name)).toHaveValue('');
    await expect(passwordBox()).toHaveAttribute('autocomplete', 'new-password');
    await expect(terms()).not.toBeChecked();
    await expect(screen.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('href', '/terms-and-condition');
    await expect(registerButton()).toBeDisabled();
    // The side panel leads to login on every auth page but /login and /forget-password.
    await expect(screen.getByRole('heading', { name: 'Already signed up?' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...phone.parameters, visual: true },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const TermsEnableRegister: Story = {
  play: async () => {
    await expect(registerButton()).toBeDisabled();
    await userEvent.click(terms());
    await expect(terms()).toBeChecked();
    await expect(registerButton()).toBeEnabled();
    await userEvent.click(terms());
    await expect(registerButton()).toBeDisabled();
  },
};

export const RequiredFields: Story = {
  parameters: { visual: true },
  play: async () => {
    await userEvent.click(terms());
    await userEvent.click(registerButton());
    await expect(await screen.findByText('First name is a required field')).toBeVisible();
    await expect(screen.getByText('Last name is a required field')).toBeVisible();
    await expect(screen.getByText('Email is a required field')).toBeVisible();
    await expect(screen.getByText('Password is a required field')).toBeVisible();
    await expect(box('First name')).toHaveFocus();
  },
};

export const InvalidValues: Story = {
  play: async () => {
    await fillIn({ email: 'ada.obi@', password: 'short' });
    await userEvent.click(terms());
    await userEvent.click(registerButton());
    await expect(await screen.findByText('Email must be a valid email')).toBeVisible();
    await expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(emailBox()).toHaveFocus();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/register', () => pending()));
  },
  play: async () => {
    await fillIn();
    await userEvent.click(terms());
    await userEvent.click(registerButton());
    await waitFor(() => expect(registerButton()).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/auth/register', async ({ request }) => {
        const body = (await request.json()) as RegisterBody;
        const complete = body.firstname === 'Ada' && body.lastname === 'Obi' && body.email === sampleEmail;
        return complete && body.password === samplePassword ? ok(sampleRegistered, 201) : fail(400, 'Unexpected body');
      }),
    );
  },
  play: async () => {
    await fillIn({ email: sampleEmail.toUpperCase() });
    await userEvent.click(terms());
    await userEvent.click(registerButton());
    await expectToast('Registration successful');
    await expectLocation('/verify-email');
    await expect(readAuthFlow()).toMatchObject({ email: sampleEmail, purpose: 'verify-email' });
  },
};

export const EmailTaken: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/register', () => fail(409, serverMessages.emailTaken)));
  },
  play: async () => {
    await fillIn();
    await userEvent.click(terms());
    await userEvent.click(registerButton());
    await expectToast(serverMessages.emailTaken);
    await expect(emailBox()).toHaveAccessibleDescription(serverMessages.emailTaken);
    await expect(emailBox()).toHaveFocus();
    await expectLocation('/register');
    await expect(readAuthFlow()).toBeNull();
    clearToasts();
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/auth/register', () =>
        fail(400, 'Last name must be at most 50 characters', { lastname: 'Last name must be at most 50 characters' }),
      ),
    );
  },
  play: async () => {
    await fillIn();
    await userEvent.click(terms());
    await userEvent.click(registerButton());
    await waitFor(() => expect(box('Last name')).toHaveAccessibleDescription('Last name must be at most 50 characters'));
    await expect(box('Last name')).toHaveFocus();
  },
};
