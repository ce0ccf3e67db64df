import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withConsole } from '../../stories/decorators/withConsole';
import { fail, pending, postsInTurn } from '../../stories/msw/respond';
import { closedRequest, repliedRequest, sampleRequest, sampleRequestId } from './fixtures';
import { emptyAuditHandler, requestHandler } from './handlers.storyKit';
import { SupportRequestScreen } from './SupportRequestScreen';

const path = `/v1/admin/support/${sampleRequestId}`;

const meta = {
  title: 'Features/ConsoleSupport/SupportRequestScreen',
  component: SupportRequestScreen,
  decorators: [withConsole],
  parameters: { staffRole: 'support', route: { path: '/admin/support/:id', url: `/admin/support/${sampleRequestId}` } },
  beforeEach({ msw }) {
    msw.use(requestHandler(sampleRequest), emptyAuditHandler());
  },
} satisfies Meta<typeof SupportRequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 375 px wide phone: nothing may be wider than it. */
const phone = {
  parameters: { viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

const section = async (canvas: ReturnType<typeof within>, name: string) => within(await canvas.findByRole('region', { name }));

export const Open: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KS-5A5A5A5A: Chidi Okafor' })).toBeVisible();
    const from = await section(canvas, 'From');
    await expect(from.getByText('Chidi Okafor (visitor)')).toBeVisible();
    await expect(from.getByText('+2348031234567')).toBeVisible();
    const message = await section(canvas, 'Message');
    await expect(message.getByText('What should I do?')).toBeVisible();
    const replies = await section(canvas, 'Replies');
    await expect(replies.getByText('No reply yet.')).toBeVisible();
    await expect(replies.getByRole('textbox', { name: 'Reply to chidi.okafor@gmail.com' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close request' })).toBeVisible();
    await expect(await (await section(canvas, 'Audit trail')).findByText('No staff action recorded yet.')).toBeVisible();
  },
};

const replies = postsInTurn<{ text: string }>(`${path}/replies`, () =>
  HttpResponse.json({ data: repliedRequest }, { status: 201 }),
);

export const Reply: Story = {
  beforeEach({ msw }) {
    replies.bodies.length = 0;
    msw.use(replies.handler);
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Reply to chidi.okafor@gmail.com' });
    await userEvent.type(box, 'Sorry about that. We have asked the seller and will write again today.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    const thread = within(await canvas.findByRole('list', { name: 'Replies' }));
    await expect(thread.getByText('support@kampus.ng')).toBeVisible();
    await expect(thread.getByText('E-mail sent')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(replies.bodies).toEqual([{ text: 'Sorry about that. We have asked the seller and will write again today.' }]);
  },
};

export const ReplyEmpty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByText('Reply is a required field')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reply to chidi.okafor@gmail.com' })).toHaveFocus();
  },
};

export const ReplyRefused: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(`${path}/replies`, () => fail(409, 'This request is closed. Reopen it to reply.')));
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Reply to/ }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This request is closed. Reopen it to reply.');
  },
};

export const Replied: Story = {
  beforeEach({ msw }) {
    msw.use(requestHandler({ ...repliedRequest, thread: [{ ...repliedRequest.thread[0]!, mail: 'failed' }] }));
  },
  play: async ({ canvas }) => {
    const thread = within(await canvas.findByRole('list', { name: 'Replies' }));
    await expect(thread.getByText('E-mail not delivered')).toBeVisible();
    await expect(thread.getByText('Sat, 28 Nov 2026, 11:00')).toHaveAttribute('datetime', '2026-11-28T10:00:00.000Z');
  },
};

export const Close: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(`${path}/close`, () => HttpResponse.json({ data: closedRequest })));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close request' }));
    await expect(await canvas.findByRole('button', { name: 'Reopen request' })).toBeVisible();
    await expect(canvas.getByText('Closed Sat, 28 Nov 2026, 12:00 by support@kampus.ng')).toBeVisible();
    await expect(canvas.getByText('This request is closed. Reopen it to reply.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const CloseConflict: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(`${path}/close`, () => fail(409, 'This request is already closed.')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This request is already closed.');
  },
};

export const Closed: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(requestHandler(closedRequest));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Reopen request' })).toBeVisible();
    await expect(canvas.getByText('This request is closed. Reopen it to reply.')).toBeVisible();
    await expect(await canvas.findByText('No staff action recorded yet.')).toBeVisible();
  },
};

export const Reopen: Story = {
  beforeEach({ msw }) {
    msw.use(
      requestHandler(closedRequest),
      http.post(`${path}/reopen`, () => HttpResponse.json({ data: repliedRequest })),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reopen request' }));
    await expect(await canvas.findByRole('button', { name: 'Close request' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Reply to/ })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(path, pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the request')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(path, () => fail(404, 'Support request not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The request could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Support request not found')).toBeVisible();
  },
};

export const Phone: Story = {
  ...phone,
  parameters: { ...phone.parameters, visual: true },
  beforeEach({ msw }) {
    msw.use(requestHandler(repliedRequest));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Replies' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
