import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withConsole } from '../../stories/decorators/withConsole';
import { AuditScreen } from './AuditScreen';
import { auditPage, sampleAuditPage } from './fixtures';
import { auditHandler } from './handlers.storyKit';

const seen: URLSearchParams[] = [];

const meta = {
  title: 'Features/ConsoleAudit/AuditScreen',
  component: AuditScreen,
  decorators: [withConsole],
  parameters: { route: { path: '/admin/audit', url: '/admin/audit' } },
  beforeEach({ msw }) {
    seen.length = 0;
    msw.use(
      auditHandler((query) => {
        const action = query.get('action');
        return auditPage(sampleAuditPage.filter((entry) => !action || entry.action === action));
      }, seen),
    );
  },
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 375 px wide phone: nothing may be wider than it. */
const phone = {
  parameters: { viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

export const Loaded: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Audit entries' }));
    await expect(list.getByText('Split the amount')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Order a1b2c3d4-0000-4000-8000-000000000001' })).toHaveAttribute(
      'href',
      '/admin/disputes/order/a1b2c3d4-0000-4000-8000-000000000001',
    );
    await expect(list.getByRole('link', { name: /^Person b0b0b0b0/ })).toHaveAttribute(
      'href',
      '/admin/people/b0b0b0b0-0000-4000-8000-000000000002',
    );
    await expect(list.getByText(/by the command line or the server/)).toBeVisible();
    await expect(list.getByText('buyerKobo: — → 1000000')).toBeVisible();
  },
};

export const Filtered: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Audit entries' });
    await userEvent.click(canvas.getByRole('button', { name: /Action/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Split the amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Target id' }), 'a1b2c3d4-0000-4000-8000-000000000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      '/admin/audit?targetId=a1b2c3d4-0000-4000-8000-000000000001&action=dispute.split',
    );
    const list = within(await canvas.findByRole('list', { name: 'Audit entries' }));
    await expect(list.getAllByText(/^(Split|Approved|Suspended|Granted)/)).toHaveLength(1);
    await expect(seen.at(-1)?.get('action')).toBe('dispute.split');
    await expect(seen.at(-1)?.get('targetId')).toBe('a1b2c3d4-0000-4000-8000-000000000001');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/admin\/audit$/);
    const all = within(await canvas.findByRole('list', { name: 'Audit entries' }));
    await expect(await all.findByText('Granted a staff role')).toBeVisible();
  },
};

export const NothingMatches: Story = {
  parameters: { route: { path: '/admin/audit', url: '/admin/audit?action=payout.retry' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No entry matches these filters.')).toBeVisible();
    await expect(seen[0]?.get('action')).toBe('payout.retry');
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...phone.parameters, visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Audit entries' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
