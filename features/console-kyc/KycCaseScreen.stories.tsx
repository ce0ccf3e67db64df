import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminKycCase } from '../../contract';
import { toast } from '../../ui';
import { withConsole } from '../../stories/decorators/withConsole';
import { failingGet } from '../../stories/msw/respond';
import { KycCaseScreen } from './KycCaseScreen';
import {
  sampleApproved,
  sampleBrandCase,
  sampleBrandSubmission,
  sampleCase,
  sampleEarlierAudit,
  sampleSubmission,
} from './fixtures';
import { auditIs, caseIs, decisionsAnswer, fail, ok, type DecisionSeen } from './handlers.storyKit';

/** What the server holds now: a story's decision changes it, as the real one would. */
let current: AdminKycCase = sampleCase;
const seen: DecisionSeen[] = [];

const viewports = {
  viewport: {
    options: {
      phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      wide: { name: 'Wide (1280)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
    },
  },
};
const onPhone = { viewport: { value: 'phone', isRotated: false } };

const caseUrl = (id: string) => ({ path: '/admin/kyc/:id', url: `/admin/kyc/${id}` });

const meta = {
  title: 'Console/KYC/KycCaseScreen',
  component: KycCaseScreen,
  decorators: [withConsole],
  parameters: { route: caseUrl(sampleSubmission.id), staffRole: 'admin', ...viewports },
  beforeEach({ msw }) {
    current = sampleCase;
    seen.length = 0;
    toast.clear();
    msw.use(
      caseIs(() => current),
      auditIs([]),
      decisionsAnswer(seen, (_id, decision, body) => {
        const rejected = decision === 'reject' ? (body as { reason: 'unreadable-id'; message: string }) : null;
        const decided = {
          ...current.submission,
          status: rejected ? ('REJECTED' as const) : ('APPROVED' as const),
          reviewedAt: '2026-11-28T09:42:00.000Z',
          reviewedBy: { id: 'staff-me', email: 'admin@kampus.ng' },
          rejectionCode: rejected?.reason ?? null,
          rejectionReason: rejected ? `The student ID cannot be read. ${rejected.message}` : null,
        };
        current = { ...current, submission: decided };
        return decided;
      }),
    );
    return () => toast.clear();
  },
} satisfies Meta<typeof KycCaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectToast(text: string) {
  await waitFor(async () => {
    const region = within(await screen.findByRole('region', { name: /notification/ }));
    await expect(region.getByText(text)).toBeVisible();
  });
}

/** The facts the student gave (a description list, named 'Submission'). */
const facts = async (canvas: ReturnType<typeof within>) => within(await canvas.findByLabelText('Submission'));

/** A submission waiting: the ID large beside what the student gave, the earlier rejected try, and the two decisions. */
export const Waiting: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC of Ada Obi' })).toBeVisible();
    await expect(canvas.getByText('Waiting for a decision')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Identity Card of Ada Obi' })).toBeVisible();
    const given = await facts(canvas);
    await expect(given.getByText('1234 5678 901')).toBeVisible();
    await expect(given.getByText('Lagos State University')).toBeVisible();
    await expect(given.getByRole('link', { name: 'ada.obi@lasu.edu.ng' })).toHaveAttribute('href', '/admin/people/u-ada');
    const earlier = within(canvas.getByRole('list', { name: 'Earlier submissions' }));
    await expect(earlier.getByText('Rejected')).toBeVisible();
    await expect(earlier.getByText(/Rejected by bola@kampus.ng/)).toBeVisible();
    await expect(earlier.getByText(/The photo is blurred/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
};

export const WaitingOnPhone: Story = {
  parameters: { visual: true },
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC of Ada Obi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

/** The ID zoomed and turned a quarter at a time; the frame says how it is shown. */
export const ZoomAndTurn: Story = {
  play: async ({ canvas }) => {
    const tools = within(await canvas.findByRole('toolbar', { name: 'Image view' }));
    await expect(tools.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await userEvent.click(tools.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(tools.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(tools.getByRole('button', { name: 'Turn right' }));
    await expect(canvas.getByRole('region', { name: 'Identity Card of Ada Obi, 200 %, turned right' })).toBeVisible();
    await userEvent.click(tools.getByRole('button', { name: 'Turn left' }));
    await userEvent.click(tools.getByRole('button', { name: 'Turn left' }));
    await expect(tools.getByText('200 %, turned left')).toBeVisible();
    await userEvent.click(tools.getByRole('button', { name: 'Zoom in' }));
    await expect(tools.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  },
};

export const Approve: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve Ada Obi?' }));
    await expect(dialog.getByText(/can sell on Kampus at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expectToast('Ada Obi is approved as a seller');
    await expect(seen).toEqual([{ id: sampleSubmission.id, decision: 'approve', body: {} }]);
    await expect(await canvas.findByText(/Approved by admin@kampus.ng/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  },
};

export const Reject: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Ada Obi’s KYC' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Reason must be chosen from the list')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'The student ID cannot be read' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Message to the student/ }), 'Take the photo in daylight.');
    await expect(dialog.getByText('The student ID cannot be read. Take the photo in daylight.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expectToast('Ada Obi’s KYC is rejected; they are told why');
    await expect(seen).toEqual([
      { id: sampleSubmission.id, decision: 'reject', body: { reason: 'unreadable-id', message: 'Take the photo in daylight.' } },
    ]);
    await expect(await canvas.findByText(/Rejected by admin@kampus.ng/)).toBeVisible();
  },
};

/** Another administrator approved it while this one was looking: the page says who and when. */
export const DecidedFirst: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      decisionsAnswer(seen, () => {
        current = { ...current, submission: sampleApproved };
        return fail(409, 'Already approved by ada@kampus.ng at 10:42.');
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Ada Obi’s KYC' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'The student ID has expired' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Message to the student/ }), 'Expired in July.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Someone else decided this submission first.');
    await expect(alert).toHaveTextContent('Already approved by ada@kampus.ng at 10:42.');
    await expect(await canvas.findByText(/Approved by ada@kampus.ng/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

/** Support reads the submission and its history, without the decisions. */
export const AsSupport: Story = {
  parameters: { staffRole: 'support' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/An administrator decides KYC/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  },
};

/** A brand: its name, description and logo beside the ID. */
export const Brand: Story = {
  parameters: { route: caseUrl(sampleBrandSubmission.id) },
  beforeEach() {
    current = sampleBrandCase;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC of Tunde Bakare' })).toBeVisible();
    await expect((await facts(canvas)).getByText('Tunde Prints')).toBeVisible();
    await expect(canvas.getByText(/T-shirts and tote bags/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Logo of Tunde Prints' })).toBeVisible();
    await expect(canvas.getByText('This is the person’s first submission.')).toBeVisible();
  },
};

/** An earlier, decided submission: who decided it, why, and its audit trail. */
export const Decided: Story = {
  beforeEach({ msw }) {
    current = { submission: sampleCase.earlier[0] ?? sampleApproved, earlier: [sampleSubmission] };
    msw.use(auditIs(sampleEarlierAudit));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Rejected by bola@kampus.ng/)).toBeVisible();
    const trail = within(await canvas.findByRole('list', { name: 'Audit trail of this submission' }));
    await expect(await trail.findByText(/bola@kampus.ng/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

/** The account was deleted since: its image with it. */
export const ImageGone: Story = {
  beforeEach() {
    current = { ...sampleCase, submission: { ...sampleSubmission, documentImageUrl: null } };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The image is no longer stored/)).toBeVisible();
    await expect(canvas.queryByRole('toolbar', { name: 'Image view' })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(caseIs(() => fail(404, 'KYC submission not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Submission not found' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(caseIs('pending'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Back to the KYC queue' })).toBeVisible();
    await expect(canvas.getByText('Loading the submission')).toBeInTheDocument();
  },
};

const outage = failingGet(
  '/v1/admin/kyc/:id',
  () => fail(500, 'The server had a problem. Please try again.'),
  () => ok(sampleCase),
);

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The submission could not be loaded' })).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC of Ada Obi' })).toBeVisible();
  },
};
