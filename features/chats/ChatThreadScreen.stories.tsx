import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage } from '../../contract';
import { fail, ok, outage, pending } from '../../stories/msw/respond';
import type { ChatThreadScreen } from './ChatThreadScreen';
import { tooManyImagesMessage } from './Composer';
import { CHIDI, messagesPage, ME, sampleChat, sampleMessages } from './fixtures';
import { composer, onThread, sendRecorder, thread } from './thread.storyKit';

const meta = {
  title: 'Features/Chats/ChatThreadScreen',
  ...onThread,
} satisfies Meta<typeof ChatThreadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chidi Okafor' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'iPhone 12 Pro 128GB (UK used)' })).toHaveAttribute(
      'href',
      '/product/iphone-12-pro',
    );
    await expect(canvas.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/dashboard/chats');
    // Grouped by day, oldest first.
    const days = canvas.getAllByRole('heading', { level: 2 });
    await expect(days.map((day) => day.textContent)).toEqual(['November 19, 2026', 'November 20, 2026']);
    const today = await thread();
    const mine = today.getAllByRole('listitem');
    // One tick sent, two delivered, two green read; each says which.
    await expect(within(mine[0] as HTMLElement).getByText('Read')).toBeInTheDocument();
    await expect(within(mine[1] as HTMLElement).getByText('Delivered')).toBeInTheDocument();
    await expect(within(mine[2] as HTMLElement).getByText('Sent')).toBeInTheDocument();
    await expect(mine[0]?.querySelector('[data-status="read"]')).toHaveStyle({ color: 'rgb(10, 122, 63)' });
    // Their messages carry no ticks.
    const yesterday = within(canvas.getByRole('region', { name: 'November 19, 2026' }));
    const theirs = yesterday.getByText(/Battery health is 89%/).closest('li') as HTMLElement;
    await expect(theirs).toBeVisible();
    await expect(within(theirs).queryByText(/^(Sent|Delivered|Read)$/)).toBeNull();
    await expect(composer()).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Attach image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const PhotoOpensLarger: Story = {
  play: async ({ canvas }) => {
    await thread();
    await userEvent.click(canvas.getByRole('button', { name: 'Photo 2 of 2, open larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
    await expect(within(dialog).getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EnterSendsShiftEnterAddsALine: Story = {
  beforeEach({ msw }) {
    const seen: unknown[] = [];
    msw.use(sendRecorder(seen));
    return () => void expect(seen).toEqual([{ text: 'See you at 4pm\nby the main gate', imageKeys: [] }]);
  },
  play: async () => {
    await thread();
    await userEvent.click(composer());
    await userEvent.keyboard('See you at 4pm{Shift>}{Enter}{/Shift}by the main gate');
    await expect(composer()).toHaveValue('See you at 4pm\nby the main gate');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(composer()).toHaveValue(''));
    const today = await thread();
    const last = today.getAllByRole('listitem').at(-1) as HTMLElement;
    await expect(within(last).getByText(/See you at 4pm/)).toBeVisible();
    await expect(within(last).getByText('Sent')).toBeInTheDocument();
  },
};

export const SendRefused: Story = {
  beforeEach({ msw }) {
    msw.use(sendRecorder([], () => fail(429, 'You are sending messages too fast. Try again in 40 seconds.')));
  },
  play: async ({ canvas }) => {
    await thread();
    await userEvent.type(composer(), 'Hello again');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You are sending messages too fast. Try again in 40 seconds.',
    );
    await expect(composer()).toHaveValue('Hello again');
  },
};

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM44+KCFTEMLQkAWLdVAeUwfJMAAAAASUVORK5CYII=';
const imageFile = (name: string, type = 'image/png') =>
  new File([Uint8Array.from(atob(png), (char) => char.charCodeAt(0))], name, { type });

export const AttachImages: Story = {
  beforeEach({ msw }) {
    const seen: unknown[] = [];
    const uploads: (string | null)[] = [];
    msw.use(
      sendRecorder(seen),
      http.post('/v1/file/upload', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        uploads.push(form.get('visibility') as string | null);
        return ok(
          {
            result: {
              key: file.name,
              bucket: 'uploads',
              url: `/v1/file/uploads/${file.name}`,
              info: { original_name: file.name, mimetype: 'image/png', size: file.size },
            },
          },
          201,
        );
      }),
    );
    return () => {
      // Private uploads (the server's default): only the two parties may see them.
      void expect(uploads).toEqual([null]);
      void expect(seen).toEqual([{ imageKeys: ['front.png'] }]);
    };
  },
  play: async ({ canvas }) => {
    await thread();
    const input = canvas.getByTestId('attach-input');
    // Not a photo: refused before any upload.
    await userEvent.upload(input, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File type not supported. Please upload a image file.');
    // Five at once: more than a message carries.
    await userEvent.upload(
      input,
      ['1', '2', '3', '4', '5'].map((n) => imageFile(`${n}.png`)),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(tooManyImagesMessage);
    await userEvent.upload(input, imageFile('front.png'));
    const pending = within(await canvas.findByRole('list', { name: 'Images to send' }));
    await expect(pending.getByRole('img', { name: 'front.png' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Images to send' })).toBeNull());
  },
};

export const OpeningReadsTheirMessages: Story = {
  beforeEach({ msw }) {
    let reads = 0;
    const unread = sampleMessages.map((m) => (m.mine ? m : { ...m, status: 'delivered' as const }));
    msw.use(
      http.get('/v1/chats/:id/messages', () => HttpResponse.json(messagesPage(reads > 0 ? sampleMessages : unread))),
      http.post('/v1/chats/:id/read', () => {
        reads += 1;
        return ok(sampleChat);
      }),
    );
    return () => void expect(reads).toBe(1);
  },
  play: async () => {
    await thread();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/chats/c-iphone'));
  },
};

export const NewMessageAnnounced: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    const arrived: ChatMessage = {
      id: 'm-7',
      sender: CHIDI,
      mine: false,
      message: 'Deal. See you at 4pm.',
      images: [],
      timestamp: '2026-11-20T10:09:00.000Z',
      status: 'delivered',
      offPlatform: false,
      removed: false,
    };
    msw.use(
      http.get('/v1/chats/:id/messages', () => {
        calls += 1;
        return HttpResponse.json(messagesPage(calls === 1 ? sampleMessages : [...sampleMessages, arrived]));
      }),
    );
  },
  play: async ({ canvas }) => {
    await thread();
    // The thread asks again every 5 seconds; what arrives is said politely.
    await waitFor(() => expect(canvas.getByText('New message from Chidi Okafor: Deal. See you at 4pm.')).toBeInTheDocument(), {
      timeout: 8000,
    });
    await expect(canvas.getByText('New message from Chidi Okafor: Deal. See you at 4pm.')).toHaveAttribute('aria-live', 'polite');
    await expect((await thread()).getByText('Deal. See you at 4pm.')).toBeVisible();
  },
};

export const CloseWithConfirmation: Story = {
  beforeEach({ msw }) {
    let closed = false;
    msw.use(
      http.get('/v1/chats/:id', () =>
        ok(closed ? { ...sampleChat, closed: true, closedBy: 'me', closedAt: '2026-11-20T11:00:00.000Z' } : sampleChat),
      ),
      http.post('/v1/chats/:id/close', () => {
        closed = true;
        return ok({ ...sampleChat, closed: true, closedBy: 'me', closedAt: '2026-11-20T11:00:00.000Z' });
      }),
    );
  },
  play: async ({ canvas }) => {
    await thread();
    await userEvent.click(canvas.getByRole('button', { name: 'Close chat' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Close this chat?' }));
    await expect(dialog.getByText(/neither of you can send new messages/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep chatting' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Close chat' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close chat' }));
    await expect(await canvas.findByText(/You closed this chat/)).toBeVisible();
    await expect(canvas.getByText('CLOSED')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Type a message' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Close chat' })).toBeNull();
  },
};

export const ClosedByThem: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/chats/:id', () =>
        ok({ ...sampleChat, closed: true, closedBy: 'them', closedAt: '2026-11-21T09:00:00.000Z' }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await thread();
    await expect(
      canvas.getByText('Chidi Okafor closed this chat. You can still read it, but no new messages can be sent.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Type a message' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/chats/:id/messages', pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the conversation')).toBeInTheDocument();
  },
};

const chatOutage = outage();

export const NotFoundThenRetried: Story = {
  beforeEach({ msw }) {
    chatOutage.begin();
    msw.use(
      http.get('/v1/chats/:id', () => {
        return chatOutage.isDown() ? fail(404, 'Chat not found') : ok(sampleChat);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This conversation could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Chat not found')).toBeVisible();
    chatOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await thread();
  },
};

export const EarlierMessages: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/chats/:id/messages', ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        return HttpResponse.json(
          before === 'm-4' ? messagesPage(sampleMessages.slice(0, 3)) : messagesPage(sampleMessages.slice(3), true),
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    await thread();
    await expect(canvas.queryByRole('region', { name: 'November 19, 2026' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show earlier messages' }));
    await expect(await canvas.findByRole('region', { name: 'November 19, 2026' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  },
};

const newRoute = { path: '/dashboard/chats/:id', url: `/dashboard/chats/new?to=${CHIDI}&listing=p-iphone` };
const draft = { recipient: sampleChat.otherParty, listing: sampleChat.listing, chatId: null };

export const FirstMessage: Story = {
  parameters: { route: newRoute },
  beforeEach({ msw }) {
    const seen: unknown[] = [];
    msw.use(
      http.get('/v1/chats/draft', () => ok(draft)),
      http.post('/v1/chats', async ({ request }) => {
        seen.push(await request.json());
        return ok({ chat: { ...sampleChat, id: 'c-new' }, message: sampleMessages[0] }, 201);
      }),
    );
    return () =>
      void expect(seen).toEqual([{ text: 'Is it still available?', imageKeys: [], recipientId: CHIDI, listingId: 'p-iphone' }]);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Say hello to Chidi Okafor' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chidi Okafor' })).toBeVisible();
    await userEvent.type(composer(), 'Is it still available?{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/chats/c-new'));
  },
};

export const FirstMessageContinuesTheConversation: Story = {
  parameters: { route: newRoute },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/chats/draft', () => ok({ ...draft, chatId: 'c-iphone' })));
  },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/chats/c-iphone'));
    await thread();
  },
};

export const FirstMessageRefused: Story = {
  parameters: { route: { path: '/dashboard/chats/:id', url: `/dashboard/chats/new?to=${ME}` } },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/chats/draft', () => fail(422, 'You cannot send a message to yourself.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You cannot start this conversation' })).toBeVisible();
    await expect(canvas.getByText('You cannot send a message to yourself.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
