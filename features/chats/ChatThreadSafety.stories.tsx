import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CHAT_BLOCKED,
  CHAT_MESSAGE_REMOVED,
  OFF_PLATFORM_WARNING,
  REPORT_ALREADY_OPEN,
  REPORT_SENT,
  type BlockedPerson,
  type Chat,
  type ReportBody,
} from '../../contract';
import { fail, ok, postsInTurn } from '../../stories/msw/respond';
import type { ChatThreadScreen } from './ChatThreadScreen';
import { CHIDI, messagesPage, offPlatformMessages, removedMessage, sampleChat, sampleMessages } from './fixtures';
import { composer, onThread, sendRecorder, thread } from './thread.storyKit';

// The conversation's safety states: the off-platform warning, reporting a message, blocking, a removed message.
// (A line comment: a doc comment here would make Storybook replace the spread meta's parameters.)
const meta = {
  title: 'Features/Chats/ChatThreadScreen/Safety',
  ...onThread,
} satisfies Meta<typeof ChatThreadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chidiBlocked: BlockedPerson = { userId: CHIDI, name: 'Chidi Okafor', avatar: null, blockedAt: '2026-11-20T11:00:00.000Z' };
const blockedChat: Chat = { ...sampleChat, blocked: true };

/** The list item holding the message whose text is `text`, once the thread shows it. */
async function messageItem(text: string | RegExp) {
  return (await screen.findByText(text, { selector: 'p' })).closest('li') as HTMLElement;
}

/** GET /v1/chats/{id} and /v1/blocks answering from the state a story's Block and Unblock change. */
function blockState(initially: 'none' | 'byMe') {
  let blockedByMe = initially === 'byMe';
  const calls = { blocks: [] as unknown[], unblocks: [] as string[] };
  const handlers = [
    http.get('/v1/chats/:id', () => ok(blockedByMe ? blockedChat : sampleChat)),
    http.get('/v1/blocks', () => ok(blockedByMe ? [chidiBlocked] : [])),
    http.post('/v1/blocks', async ({ request }) => {
      calls.blocks.push(await request.json());
      blockedByMe = true;
      return ok(chidiBlocked, 201);
    }),
    http.delete('/v1/blocks/:userId', ({ params }) => {
      calls.unblocks.push(String(params.userId));
      blockedByMe = false;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, calls };
}

// Both people read the calm warning under a message that takes payment off Kampus; the message stays as sent.
export const OffPlatformWarningShown: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/chats/:id/messages', () => HttpResponse.json(messagesPage([...sampleMessages, ...offPlatformMessages]))),
    );
  },
  play: async () => {
    const theirs = await messageItem('send the money to 0123456789 GTBank, I will bring it');
    await expect(within(theirs).getByRole('note')).toHaveTextContent(OFF_PLATFORM_WARNING);
    // Mine too: the sender reads the same warning.
    const mine = await messageItem('Ok. My number is 0803 123 4567, WhatsApp me');
    await expect(within(mine).getByRole('note')).toHaveTextContent(OFF_PLATFORM_WARNING);
    // Only the flagged messages carry it.
    await expect((await thread()).getAllByRole('note')).toHaveLength(2);
    await expect(within(await messageItem('Thank you!')).queryByRole('note')).toBeNull();
    await expect(composer()).toBeVisible();
  },
};

// A flagged message that arrives while the thread is open is announced with its warning.
export const OffPlatformMessageAnnounced: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/v1/chats/:id/messages', () => {
        calls += 1;
        return HttpResponse.json(messagesPage(calls === 1 ? sampleMessages : [...sampleMessages, offPlatformMessages[0]!]));
      }),
    );
  },
  play: async ({ canvas }) => {
    const said = `New message from Chidi Okafor: send the money to 0123456789 GTBank, I will bring it. ${OFF_PLATFORM_WARNING}`;
    await waitFor(() => expect(canvas.getByText(said)).toBeInTheDocument(), { timeout: 8000 });
    await expect(canvas.getByText(said)).toHaveAttribute('aria-live', 'polite');
  },
};

// 'Report message' from the options of Chidi's message: the report names the message; sent, a thank-you.
export const ReportMessage: Story = {
  beforeEach({ msw }) {
    const reports = postsInTurn<ReportBody>('/v1/reports', () =>
      ok(
        {
          id: 'r-1',
          targetKind: 'message',
          targetId: 'm-7',
          targetLabel: 'send the money to 0123456789 GTBank, I will bring it',
          reason: 'scam',
          details: null,
          status: 'open',
          outcome: null,
          createdAt: '2026-11-20T10:12:00.000Z',
        },
        201,
      ),
    );
    msw.use(
      http.get('/v1/chats/:id/messages', () => HttpResponse.json(messagesPage([...sampleMessages, ...offPlatformMessages]))),
      reports.handler,
    );
    return () => void expect(reports.bodies).toEqual([{ targetKind: 'message', targetId: 'm-7', reason: 'scam' }]);
  },
  play: async () => {
    const theirs = await messageItem('send the money to 0123456789 GTBank, I will bring it');
    // Only the other person's messages can be reported.
    await expect(within(await messageItem('Thank you!')).queryByRole('button', { name: /Options/ })).toBeNull();
    const options = within(theirs).getByRole('button', { name: 'Options for Chidi Okafor’s message' });
    await userEvent.click(options);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report message' }));
    await expect(dialog.getByText('send the money to 0123456789 GTBank, I will bring it')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText(REPORT_SENT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report message' })).toBeNull());
    await waitFor(() => expect(options).toHaveFocus());
  },
};

// The menu and the dialog with the keyboard alone; a second report of the same message says it is already open.
export const ReportMessageAlreadyOpen: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/v1/reports', () => fail(409, REPORT_ALREADY_OPEN)));
  },
  play: async () => {
    const theirs = await messageItem(/Battery health is 89%/);
    within(theirs).getByRole('button', { name: 'Options for Chidi Okafor’s message' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'Report message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Report message' }));
    await expect(dialog.getByText('Yes, it is. Battery health is 89%, no scratches. I can meet…')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(REPORT_ALREADY_OPEN);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report message' })).toBeNull());
  },
};

// 'Block' in the header asks first; blocked, the composer gives way to CHAT_BLOCKED and an Unblock.
export const BlockFromTheHeader: Story = {
  beforeEach({ msw }) {
    const state = blockState('none');
    msw.use(...state.handlers);
    return () => void expect(state.calls).toEqual({ blocks: [{ userId: CHIDI }], unblocks: [] });
  },
  play: async ({ canvas }) => {
    await thread();
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Block Chidi Okafor?' }));
    await expect(confirm.getByText(/They will not be told/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(composer()).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    await expect(await screen.findByText('You blocked Chidi Okafor')).toBeVisible();
    await expect(await canvas.findByText(CHAT_BLOCKED)).toBeVisible();
    await expect(await canvas.findByText('You blocked Chidi Okafor. Unblock them to message each other again.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Type a message' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Block' })).toBeNull();
    // The conversation stays readable.
    await expect((await thread()).getByText('Thank you!')).toBeVisible();
  },
};

// Whoever blocked reads that they did, with an Unblock at hand; the conversation stays readable.
export const BlockedByMe: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(...blockState('byMe').handlers);
  },
  play: async ({ canvas }) => {
    await thread();
    await expect(canvas.getByText(CHAT_BLOCKED)).toHaveAttribute('role', 'status');
    await expect(await canvas.findByText('You blocked Chidi Okafor. Unblock them to message each other again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Type a message' })).toBeNull();
  },
};

// Unblocking from the conversation brings the composer and the Block button back.
export const UnblockInTheConversation: Story = {
  beforeEach({ msw }) {
    const state = blockState('byMe');
    msw.use(...state.handlers);
    return () => void expect(state.calls).toEqual({ blocks: [], unblocks: [CHIDI] });
  },
  play: async ({ canvas }) => {
    await thread();
    await userEvent.click(await canvas.findByRole('button', { name: 'Unblock' }));
    await expect(await screen.findByText('You unblocked Chidi Okafor')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Type a message' })).toBeVisible();
    await expect(canvas.queryByText(CHAT_BLOCKED)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Block' })).toBeVisible();
  },
};

// The blocked person reads CHAT_BLOCKED alone: a block is silent, so nothing says who blocked.
export const BlockedByThem: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/chats/:id', () => ok(blockedChat)));
  },
  play: async ({ canvas }) => {
    await thread();
    await expect(canvas.getByText(CHAT_BLOCKED)).toBeVisible();
    await expect(canvas.queryByText(/You blocked/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Unblock' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Block' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Type a message' })).toBeNull();
  },
};

// A send refused with 409 CHAT_BLOCKED (blocked since the thread was read): the composer gives way, no crash.
export const SendRefusedAsBlocked: Story = {
  beforeEach({ msw }) {
    let refused = false;
    msw.use(
      http.get('/v1/chats/:id', () => ok(refused ? blockedChat : sampleChat)),
      sendRecorder([], () => {
        refused = true;
        return fail(409, CHAT_BLOCKED);
      }),
    );
  },
  play: async ({ canvas }) => {
    await thread();
    await userEvent.type(composer(), 'Are you there?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(CHAT_BLOCKED)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Type a message' })).toBeNull();
    await expect((await thread()).getByText('Thank you!')).toBeVisible();
  },
};

// A first message to someone who blocked the student (or whom they blocked) is refused the same way.
export const FirstMessageRefusedAsBlocked: Story = {
  parameters: { route: { path: '/dashboard/chats/:id', url: `/dashboard/chats/new?to=${CHIDI}&listing=p-iphone` } },
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/chats/draft', () => ok({ recipient: sampleChat.otherParty, listing: sampleChat.listing, chatId: null })),
      http.post('/v1/chats', () => fail(409, CHAT_BLOCKED)),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Say hello to Chidi Okafor' })).toBeVisible();
    await userEvent.type(composer(), 'Is it still available?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(CHAT_BLOCKED)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Type a message' })).toBeNull();
    await expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/chats/new');
  },
};

// A message Kampus removed keeps its place, says so, and offers nothing to report.
export const RemovedMessage: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/chats/:id/messages', () => HttpResponse.json(messagesPage([...sampleMessages, removedMessage]))));
  },
  play: async () => {
    const removed = await messageItem(CHAT_MESSAGE_REMOVED);
    await expect(within(removed).getByText(CHAT_MESSAGE_REMOVED)).toBeVisible();
    await expect(within(removed).queryByRole('button')).toBeNull();
    await expect(within(removed).queryByRole('note')).toBeNull();
  },
};
