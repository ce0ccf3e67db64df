import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withConsole } from '../../stories/decorators/withConsole';
import { fail, failingGet, pending } from '../../stories/msw/respond';
import { AuditTrail } from './AuditTrail';
import { auditPage, olderKycEntry, sampleAuditPage, sampleKycId, sampleKycTrail, samplePersonId } from './fixtures';
import { auditHandler } from './handlers.storyKit';

const meta = {
  title: 'Features/ConsoleAudit/AuditTrail',
  component: AuditTrail,
  decorators: [withConsole],
  args: { target: { type: 'kyc', id: sampleKycId } },
  parameters: { route: { path: '/admin/kyc/:id', url: `/admin/kyc/${sampleKycId}` } },
} satisfies Meta<typeof AuditTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

const seen: URLSearchParams[] = [];

export const Loaded: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    seen.length = 0;
    msw.use(auditHandler(() => auditPage(sampleKycTrail), seen));
  },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Audit trail' }));
    const [approved, rejected] = list.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    await expect(within(approved!).getByText('Approved KYC')).toBeVisible();
    await expect(within(approved!).getByText('by ada@kampus.ng (admin)')).toBeVisible();
    await expect(within(approved!).getByText('status: PENDING → APPROVED')).toBeVisible();
    await expect(within(approved!).getByText('Sat, 28 Nov 2026, 11:42')).toHaveAttribute('datetime', '2026-11-28T10:42:00.000Z');
    await expect(within(rejected!).getByText('Reason: The student ID is unreadable.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    await expect(seen[0]?.get('targetType')).toBe('kyc');
    await expect(seen[0]?.get('targetId')).toBe(sampleKycId);
  },
};

export const OnePerson: Story = {
  args: { personId: samplePersonId, target: undefined, title: 'Staff actions' } as never,
  beforeEach({ msw }) {
    seen.length = 0;
    msw.use(auditHandler(() => auditPage([sampleAuditPage[2]!]), seen));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Staff actions', level: 2 })).toBeVisible();
    await expect(await canvas.findByText('Suspended')).toBeVisible();
    await expect(canvas.getByText('Reason: Several buyers report items never sent.')).toBeVisible();
    await expect(seen[0]?.get('personId')).toBe(samplePersonId);
    await expect(seen[0]?.has('targetType')).toBe(false);
  },
};

export const ShowOlder: Story = {
  beforeEach({ msw }) {
    seen.length = 0;
    msw.use(
      auditHandler(
        (query) => (query.get('before') === '17' ? auditPage([olderKycEntry]) : auditPage(sampleKycTrail, '17')),
        seen,
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show older entries' }));
    await expect(await canvas.findByText('Reason: Name does not match.')).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Audit trail' }));
    await expect(list.getAllByText(/KYC$/)).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    await expect(seen.at(-1)?.get('before')).toBe('17');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(auditHandler(() => auditPage([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No staff action recorded yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/audit', pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the audit')).toBeInTheDocument();
  },
};

const outage = failingGet(
  '/v1/admin/audit',
  () => fail(500, 'The server had a problem.'),
  () => HttpResponse.json(auditPage(sampleKycTrail)),
);

export const Failed: Story = {
  beforeEach({ msw }) {
    outage.install(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The audit could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('The server had a problem.')).toBeVisible();
    outage.recover();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Approved KYC')).toBeVisible();
  },
};

export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/admin/audit', () => fail(403, 'Your staff role may not do this.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your staff role may not do this.')).toBeVisible();
  },
};
