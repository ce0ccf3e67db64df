import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser, KycStatus, UpdateUserBody } from '../../contract';
import { getSession } from '../../client';
import { fail, ok, outage, pending, sampleUniversities, sampleUser } from '../../stories/msw/respond';
import { userWithKyc } from './fixtures';
import type { ProfileScreen } from './ProfileScreen';
import { onProfile } from './profile.storyKit';

const meta = { title: 'Features/Account/ProfileScreen', ...onProfile } satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const renewedSession = { accessToken: 'renewed-access-token' };
let refreshCalls: { user: number; refresh: unknown[] } = { user: 0, refresh: [] };

const form = async () => within(await screen.findByRole('form', { name: 'Basic information' }));

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your profile')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save details' })).not.toBeInTheDocument();
  },
};

export const Loaded: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const fields = await form();
    await expect(canvas.getByRole('heading', { name: 'Ada Obi' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ada Obi' })).toBeVisible();
    await expect(fields.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(fields.getByRole('textbox', { name: 'Last name' })).toHaveValue('Obi');
    await waitFor(() => expect(fields.getByRole('combobox', { name: 'University' })).toHaveValue('University of Lagos'));
    await expect(fields.getByRole('textbox', { name: 'Phone number' })).toHaveValue('08031234567');
    await expect(canvas.getByText('Not Submitted')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get verified' })).toHaveAttribute('href', '/kyc');
    await expect(canvas.getByRole('button', { name: 'Change Photo' })).toBeEnabled();
  },
};

/**
 * The stored access token has expired: the first GET /v1/user answers 401, the client posts
 * `{}` to auth/refresh-token once (the browser sends the HttpOnly refresh cookie), stores the
 * new access token and repeats the call, and the profile shows as usual.
 */
export const ExpiredTokenRenewed: Story = {
  beforeEach({ msw }) {
    const calls = { user: 0, refresh: [] as unknown[] };
    msw.use(
      http.get('/v1/user', ({ request }) => {
        calls.user += 1;
        const bearer = request.headers.get('authorization');
        return bearer === `Bearer ${renewedSession.accessToken}` ? ok(sampleUser) : fail(401, 'Your session has expired.');
      }),
      http.post('/v1/auth/refresh-token', async ({ request }) => {
        calls.refresh.push(await request.json());
        return ok({ ...renewedSession, expiresIn: 900 });
      }),
    );
    refreshCalls = calls;
  },
  play: async () => {
    const fields = await form();
    await expect(fields.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(refreshCalls.refresh).toEqual([{}]);
    await expect(refreshCalls.user).toBe(2);
    await expect(getSession()).toEqual(renewedSession);
  },
};

export const NoUniversityYet: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok({ ...sampleUser, university: null, universityId: null, phone: null })));
  },
  play: async () => {
    const fields = await form();
    const university = fields.getByRole('combobox', { name: 'University' });
    await waitFor(() => expect(university).toBeEnabled());
    await expect(university).toHaveAttribute('placeholder', '-- Select your University --');
    await expect(university).toHaveValue('');
    await expect(fields.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
  },
};

export const ValidationErrors: Story = {
  parameters: { visual: true },
  play: async () => {
    const fields = await form();
    await userEvent.clear(fields.getByRole('textbox', { name: 'First name' }));
    const phone = fields.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(fields.getByRole('button', { name: 'Save details' }));
    await expect(fields.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'First name is a required field',
    );
    await expect(phone).toHaveAccessibleDescription('Phone must be a valid Nigerian mobile number, e.g. 08012345678');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ErrorClearsWhenTyping: Story = {
  play: async () => {
    const fields = await form();
    const first = fields.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.click(fields.getByRole('button', { name: 'Save details' }));
    await expect(fields.getByText('First name is a required field')).toBeVisible();
    await userEvent.type(first, 'A');
    await expect(fields.queryByText('First name is a required field')).not.toBeInTheDocument();
    await expect(first).not.toHaveAttribute('aria-invalid');
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('/v1/user', pending));
  },
  play: async () => {
    const fields = await form();
    await userEvent.click(fields.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(fields.getByRole('button', { name: 'Save details' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const SaveSuccess: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('/v1/user', async ({ request }) => {
        const body = (await request.json()) as UpdateUserBody;
        // The server answers the saved user; the story checks what was sent.
        const university = sampleUniversities.find((item) => item.id === body.university);
        const saved: CurrentUser = {
          ...sampleUser,
          firstname: String(body.firstname),
          lastname: String(body.lastname),
          universityId: university?.id ?? null,
          university: university?.name ?? null,
          phone: typeof body.phone === 'string' ? body.phone : null,
        };
        const expected = { firstname: 'Adaeze', lastname: 'Obi', university: 5, phone: '+2348091234567', about: null };
        return JSON.stringify(body) === JSON.stringify(expected)
          ? ok(saved)
          : fail(400, `Unexpected body ${JSON.stringify(body)}`);
      }),
    );
  },
  play: async ({ canvas }) => {
    const fields = await form();
    const first = fields.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Adaeze');
    const university = fields.getByRole('combobox', { name: 'University' });
    await waitFor(() => expect(university).toBeEnabled());
    await userEvent.clear(university);
    await userEvent.type(university, 'Ibadan');
    await userEvent.click(await screen.findByRole('option', { name: 'University of Ibadan' }));
    const phone = fields.getByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0809 123 4567');
    await userEvent.click(fields.getByRole('button', { name: 'Save details' }));
    await expect(await screen.findByText('Profile updated successfully')).toBeVisible();
    // The 'user' cache now holds the saved user: the heading shows the new name.
    await expect(canvas.getByRole('heading', { name: 'Adaeze Obi' })).toBeVisible();
  },
};

/** An individual seller writes About Me, for their public seller profile (brands have their description). */
export const WritesAboutMe: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/user', () => ok({ ...sampleUser, kycStatus: 'APPROVED' })),
      http.patch('/v1/user', async ({ request }) => {
        const body = (await request.json()) as UpdateUserBody;
        const expected = 'Second-year law student.\nI sell the textbooks I have finished with.';
        return body.about === expected
          ? ok({ ...sampleUser, kycStatus: 'APPROVED', about: body.about })
          : fail(400, `Unexpected body ${JSON.stringify(body)}`);
      }),
    );
  },
  play: async () => {
    const fields = await form();
    const about = fields.getByRole('textbox', { name: 'About me' });
    await expect(about).toHaveValue('');
    await expect(about).toHaveAccessibleDescription(/Shown as About Me on your public seller profile/);
    await userEvent.type(about, 'Second-year law student.{Enter}I sell the textbooks I have finished with.');
    await userEvent.click(fields.getByRole('button', { name: 'Save details' }));
    await expect(await screen.findByText('Profile updated successfully')).toBeVisible();
    await expect(about).toHaveValue('Second-year law student.\nI sell the textbooks I have finished with.');
  },
};

/** About Me longer than the server keeps is refused before sending, on the field. */
export const AboutMeTooLong: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => ok({ ...sampleUser, about: 'a'.repeat(1001) })));
  },
  play: async () => {
    const fields = await form();
    await userEvent.click(fields.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(fields.getByRole('textbox', { name: 'About me' })).toHaveAccessibleDescription(
        expect.stringContaining('About me must be at most 1000 characters'),
      ),
    );
  },
};

export const SaveFieldErrorFromServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('/v1/user', () =>
        fail(400, 'University must be chosen from the list', { university: 'University must be chosen from the list' }),
      ),
    );
  },
  play: async () => {
    const fields = await form();
    await userEvent.click(fields.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(fields.getByRole('combobox', { name: 'University' })).toHaveAccessibleDescription(
        'University must be chosen from the list',
      ),
    );
    await expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  },
};

export const SaveServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('/v1/user', () => fail(503, 'Kampus is down for maintenance. Please try again in a few minutes.')));
  },
  play: async () => {
    const fields = await form();
    await userEvent.click(fields.getByRole('button', { name: 'Save details' }));
    await expect(await screen.findByText('Kampus is down for maintenance. Please try again in a few minutes.')).toBeVisible();
    await expect(fields.getByRole('button', { name: 'Save details' })).not.toHaveAttribute('aria-busy');
  },
};

const userOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    userOutage.begin();
    msw.use(
      http.get('/v1/user', () => {
        return userOutage.isDown() ? fail(404, 'Your account could not be found') : ok(sampleUser);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your profile could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Your account could not be found')).toBeVisible();
    userOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Ada Obi' })).toBeVisible();
  },
};

function kycStory(status: KycStatus, label: string, getVerified: boolean): Story {
  return {
    beforeEach({ msw }) {
      msw.use(http.get('/v1/user', () => ok(userWithKyc(sampleUser, status))));
    },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText(label)).toBeVisible();
      if (getVerified) await expect(canvas.getByRole('link', { name: 'Get verified' })).toHaveAttribute('href', '/kyc');
      else await expect(canvas.queryByRole('link', { name: 'Get verified' })).not.toBeInTheDocument();
    },
  };
}

export const KycPending = kycStory('PENDING', 'Pending', false);
export const KycApproved = kycStory('APPROVED', 'Approved', false);
export const KycRejected = kycStory('REJECTED', 'Rejected', true);

/** Tab from wherever focus is until `target` has it (a person pressing Tab). */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 20 && document.activeElement !== target; presses += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

export const KycTooltip: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Get verified' });
    const hint = 'Complete your KYC to start selling and increase your account trust.';
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // A pointer resting on the link shows the hint after a short delay; leaving hides it.
    // (The mouse crosses the line first: that movement is what tells React Aria a pointer is in use.)
    await userEvent.hover(link.parentElement ?? document.body);
    await userEvent.hover(link);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent(hint);
    await expect(tooltip).toBeVisible();
    await expect(link).toHaveAccessibleDescription(hint);
    await userEvent.unhover(link);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 3000 });

    // Keyboard users get it as soon as the link has focus; Escape hides it and focus stays.
    await tabTo(link);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(hint);
    await expect(link).toHaveAccessibleDescription(hint);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(link).toHaveFocus();

    // Leaving and coming back shows it again (the screenshot shows it open under the link).
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab({ shift: true });
    await expect(link).toHaveFocus();
    const again = await screen.findByRole('tooltip');
    await expect(again).toBeVisible();
    await expect(again.getBoundingClientRect().top).toBeGreaterThan(link.getBoundingClientRect().bottom);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  play: async () => {
    const fields = await form();
    await waitFor(() => expect(fields.getByRole('combobox', { name: 'University' })).toHaveValue('University of Lagos'));
    const first = fields.getByRole('textbox', { name: 'First name' }).getBoundingClientRect();
    const last = fields.getByRole('textbox', { name: 'Last name' }).getBoundingClientRect();
    // One column: the fields stack.
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};
