import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { http } from 'msw';
import { useRoutes } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { useApi } from '../../client';
import { staffAuthMessages } from '../../contract';
import { PageTitle, Text } from '../../ui';
import { withApp } from '../../stories/decorators/withApp';
import { fail, failingGet, ok } from '../../stories/msw/respond';
import { ConsoleLayout } from './ConsoleLayout';
import { staffMe } from './fixtures';
import { SignInScreen } from './SignInScreen';
import { meAs, meLoading, meRefused } from './handlers.storyKit';
import { expectLocation, freshConsoleState } from './storyKit';

function OverviewPage() {
  return <PageTitle>Overview</PageTitle>;
}

/** A page whose own console request the server may refuse. */
function PageWithRequest() {
  const { error } = useApi('admin/overview', v.unknown());
  return <Text>{error ? 'failed' : 'loading'}</Text>;
}

/** The layout and the sign-in as the app routes them below /admin/*: who gets into the console. */
function ConsoleApp({ page = <OverviewPage /> }: { page?: ReactNode }) {
  return useRoutes([
    { path: 'sign-in', element: <SignInScreen /> },
    { element: <ConsoleLayout />, children: [{ path: '*', element: page }] },
  ]);
}

const meta = {
  title: 'Features/Console/ConsoleGate',
  component: ConsoleApp,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/admin/*', url: '/admin' }, signedIn: true },
  beforeEach: freshConsoleState,
} satisfies Meta<typeof ConsoleApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The staff member comes from the server (GET /v1/admin/me). */
export const SignedInStaff: Story = {
  beforeEach({ msw }) {
    msw.use(meAs('finance'));
  },
  play: async () => {
    await expect(await screen.findByText('Femi Ade')).toBeVisible();
    await expect(navLabels()).toEqual(['Overview', 'Disputes', 'People', 'Payouts', 'Ledger', 'Audit']);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(meLoading);
  },
  play: async () => {
    await expect(await screen.findByText('Loading the console')).toBeInTheDocument();
  },
};

const meOutage = failingGet(
  '/v1/admin/me',
  () => fail(503, 'The service is unavailable. Please try again shortly.'),
  () => ok(staffMe('admin')),
);

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    meOutage.install(msw);
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'The console could not be loaded' })).toBeVisible();
    meOutage.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByText('Ada Obi')).toBeVisible();
  },
};

/** A visitor who is not signed in sees the sign-in, and comes back here after it. */
export const GuestSeesSignIn: Story = {
  parameters: { route: { path: '/admin/*', url: '/admin/kyc' }, signedIn: false },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await expectLocation('/admin/sign-in');
  },
};

/** A student's session: the server answers 404, and the student sees the sign-in, told nothing more. */
export const StudentSeesSignIn: Story = {
  beforeEach({ msw }) {
    msw.use(meRefused(404, 'Not found'));
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await expect(screen.queryByText(staffAuthMessages.signInToConsole)).not.toBeInTheDocument();
  },
};

/** Thirty idle minutes: the server ended the console session, and the sign-in says so. */
export const IdleSessionEnded: Story = {
  parameters: { route: { path: '/admin/*', url: '/admin/disputes' } },
  beforeEach({ msw }) {
    msw.use(
      meRefused(401, staffAuthMessages.idleEnded),
      http.post('/v1/auth/refresh-token', () => fail(401, 'Session ended')),
    );
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await expect(await screen.findByText(staffAuthMessages.idleEnded)).toBeVisible();
    await expectLocation('/admin/sign-in');
  },
};

/** A staff member signed in through the student login (no second factor) is asked for the console's sign-in. */
export const NoSecondFactor: Story = {
  beforeEach({ msw }) {
    msw.use(
      meRefused(401, staffAuthMessages.signInToConsole),
      http.post('/v1/auth/refresh-token', () => ok({ accessToken: 'renewed', expiresIn: 900 })),
    );
  },
  play: async () => {
    await expect(await screen.findByText(staffAuthMessages.signInToConsole)).toBeVisible();
  },
};

/** A request of the page that the server refuses for the session (401) ends the visit too. */
export const PageRequestRefused: Story = {
  args: { page: <PageWithRequest /> },
  beforeEach({ msw }) {
    msw.use(
      meAs('admin'),
      http.get('/v1/admin/overview', () => fail(401, staffAuthMessages.idleEnded)),
      http.post('/v1/auth/refresh-token', () => fail(401, 'Session ended')),
    );
  },
  play: async () => {
    await expect(await screen.findByText(staffAuthMessages.idleEnded)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible());
  },
};
