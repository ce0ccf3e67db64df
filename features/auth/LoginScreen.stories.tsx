import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, spyOn, userEvent, waitFor } from 'storybook/test';
import { clientConfig, getSession, GENERIC_ERROR_MESSAGE } from '../../client';
import type { LoginBody } from '../../contract';
import { fail, ok, pending } from '../../stories/msw/respond';
import { readAuthFlow } from './authFlow';
import { sampleEmail, samplePassword, sampleTokens, serverMessages } from './fixtures';
import { LoginScreen } from './LoginScreen';
import { emailBox, expectLocation, expectToast, onAuthRoute, phone } from './storyKit';

const meta = {
  title: 'Features/Auth/LoginScreen',
  component: LoginScreen,
  ...onAuthRoute('/login'),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const loginButton = () => screen.getByRole('button', { name: 'Login' });

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(emailBox(), email);
  if (password) await userEvent.type(passwordBox(), password);
}

export const Default: Story = {
  parameters: { visual: true },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(emailBox()).toHaveValue('');
    await expect(passwordBox()).toHaveAttribute('type', 'password');
    await expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).not.toBeChecked();
    await expect(screen.getByRole('link', { name: 'Reset Here' })).toHaveAttribute('href', '/forget-password');
    await expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    for (const provider of ['Google', 'Facebook', 'Twitter']) {
      const button = screen.getByRole('button', { name: provider });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Coming soon: sign in with Google, Facebook or Twitter.');
    }
    // The layout: brand, tagline and the side panel that leads to registration.
    await expect(screen.getByRole('link', { name: 'Kampus' })).toHaveAttribute('href', '/');
    await expect(screen.getByText('Buy, Sell, Trade Securely, Student to Student')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Not yet signed up?' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...phone.parameters, visual: true },
  play: async () => {
    await expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Register here' })).toBeVisible();
    // Nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const ShowPassword: Story = {
  play: async () => {
    await userEvent.type(passwordBox(), samplePassword);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await expect(passwordBox()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    await expect(passwordBox()).toHaveAttribute('type', 'password');
  },
};

export const RequiredFields: Story = {
  parameters: { visual: true },
  play: async () => {
    // No handler: a request would fail the story. Invalid forms send nothing.
    await userEvent.click(loginButton());
    await expect(await screen.findByText('Email is a required field')).toBeVisible();
    await expect(screen.getByText('Password is a required field')).toBeVisible();
    await expect(emailBox()).toHaveFocus();
    await expect(emailBox()).toHaveAccessibleDescription('Email is a required field');
  },
};

export const InvalidValues: Story = {
  play: async () => {
    await fillIn('ada@', 'short');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Email must be a valid email')).toBeVisible();
    await expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(emailBox()).toHaveFocus();
    // Editing a field clears its message.
    await userEvent.type(emailBox(), 'unilag.edu.ng');
    await expect(screen.queryByText('Email must be a valid email')).not.toBeInTheDocument();
    await expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};

export const FocusMovesToFirstInvalidField: Story = {
  play: async () => {
    await fillIn(sampleEmail, '');
    await userEvent.click(loginButton());
    await expect(await screen.findByText('Password is a required field')).toBeVisible();
    await expect(passwordBox()).toHaveFocus();
  },
};

const loginCalls = fn();

export const Submitting: Story = {
  beforeEach({ msw }) {
    loginCalls.mockClear();
    msw.use(
      http.post('/v1/auth/login', () => {
        loginCalls();
        return pending();
      }),
    );
  },
  play: async () => {
    await fillIn(sampleEmail, samplePassword);
    await userEvent.click(loginButton());
    await waitFor(() => expect(loginButton()).toHaveAttribute('aria-busy', 'true'));
    // The HTTP client loads with the first request: wait until that request has left.
    await waitFor(() => expect(loginCalls).toHaveBeenCalledTimes(1));
    // A second press while the first is in flight sends nothing more.
    await userEvent.click(loginButton());
    await expect(loginButton()).toHaveAttribute('aria-busy', 'true');
    await expect(loginCalls).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/v1/auth/login', async ({ request }) => {
        const body = (await request.json()) as LoginBody;
        return body.email === sampleEmail && body.password === samplePassword
          ? ok(sampleTokens)
          : fail(400, serverMessages.wrongCredentials);
      }),
    );
  },
  play: async () => {
    // The address is sent trimmed and lower-cased.
    await fillIn(`  ${sampleEmail.toUpperCase()} `, samplePassword);
    await userEvent.click(loginButton());
    await expectToast('login successful');
    await expectLocation('/dashboard');
    await expect(getSession()).toEqual({ accessToken: sampleTokens.accessToken });
  },
};

/** The browser keeps only the access token; the refresh token is the server's HttpOnly cookie. */
const storedSession = { accessToken: sampleTokens.accessToken };

const loginBodies: LoginBody[] = [];

/** POST /v1/auth/login answering a browser, recording each body. */
const loginRecordingBodies = () => {
  loginBodies.length = 0;
  return http.post('/v1/auth/login', async ({ request }) => {
    loginBodies.push((await request.json()) as LoginBody);
    return ok(sampleTokens);
  });
};

/** Ticked, the session is stored to last (a cookie for half a day), and the server is asked to remember it too. */
export const KeepMeSignedIn: Story = {
  beforeEach({ msw }) {
    msw.use(loginRecordingBodies());
  },
  play: async () => {
    const store = spyOn(clientConfig().store, 'set');
    await fillIn(sampleEmail, samplePassword);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await userEvent.click(loginButton());
    await expectLocation('/dashboard');
    await expect(store).toHaveBeenCalledWith(storedSession, { persist: true });
    await expect(loginBodies).toEqual([{ email: sampleEmail, password: samplePassword, remember: true }]);
  },
};

/** Unticked (the default), the session ends when the browser closes, here and on the server. */
export const SessionEndsWithBrowser: Story = {
  beforeEach({ msw }) {
    msw.use(loginRecordingBodies());
  },
  play: async () => {
    const store = spyOn(clientConfig().store, 'set');
    await fillIn(sampleEmail, samplePassword);
    await expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).not.toBeChecked();
    await userEvent.click(loginButton());
    await expectLocation('/dashboard');
    await expect(store).toHaveBeenCalledWith(storedSession, { persist: false });
    await expect(loginBodies).toEqual([{ email: sampleEmail, password: samplePassword, remember: false }]);
  },
};

export const UnverifiedGoesToVerifyEmail: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/login', () => fail(401, serverMessages.unverified)));
  },
  play: async () => {
    await fillIn(sampleEmail, samplePassword);
    await userEvent.click(loginButton());
    await expectToast(`Please verify your email. We sent a code to ${sampleEmail}.`);
    await expectLocation('/verify-email');
    await expect(readAuthFlow()).toMatchObject({ email: sampleEmail, purpose: 'verify-email' });
    await expect(getSession()).toBeNull();
  },
};

export const WrongCredentials: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/login', () => fail(400, serverMessages.wrongCredentials)));
  },
  play: async () => {
    await fillIn(sampleEmail, samplePassword);
    await userEvent.click(loginButton());
    await expectToast('Invalid email or password');
    await expectLocation('/login');
    await expect(loginButton()).not.toHaveAttribute('aria-busy');
    await expect(getSession()).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/login', () => new HttpResponse('upstream failure', { status: 502 })));
  },
  play: async () => {
    await fillIn(sampleEmail, samplePassword);
    await userEvent.click(loginButton());
    await expectToast(GENERIC_ERROR_MESSAGE);
    await expectLocation('/login');
  },
};

export const PrefilledAfterVerifying: Story = {
  parameters: { route: { path: '/login', state: { email: sampleEmail } } },
  play: async () => {
    await expect(emailBox()).toHaveValue(sampleEmail);
  },
};

/** A guest sent here by Save on a product page (/login?next=…) goes back to that product. */
export const ReturnsToThePageItCameFrom: Story = {
  parameters: { route: { path: '/login', url: `/login?next=${encodeURIComponent('/product/hp-elitebook-840-g5')}` } },
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/login', () => ok(sampleTokens)));
  },
  play: async () => {
    await fillIn(sampleEmail, samplePassword);
    await userEvent.click(loginButton());
    await expectToast('login successful');
    await expectLocation('/product/hp-elitebook-840-g5');
  },
};

/** A `next` naming another site is ignored: the login goes to the dashboard as usual. */
export const IgnoresAnotherSiteAsNext: Story = {
  parameters: { route: { path: '/login', url: `/login?next=${encodeURIComponent('//evil.example/steal')}` } },
  beforeEach({ msw }) {
    msw.use(http.post('/v1/auth/login', () => ok(sampleTokens)));
  },
  play: async () => {
    await fillIn(sampleEmail, samplePassword);
    await userEvent.click(loginButton());
    await expectLocation('/dashboard');
  },
};
