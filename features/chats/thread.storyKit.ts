/** What the conversation's stories share (the thread and its safety states): the meta, finders and a send recorder. */
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { screen, within } from 'storybook/test';
import type { ChatMessage } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { ok } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { ChatThreadScreen } from './ChatThreadScreen';
import { ME, messagesPage, sampleChat, samplePhotoUrl } from './fixtures';

export const threadRoute = { path: '/dashboard/chats/:id', url: '/dashboard/chats/c-iphone' };

/** The buyer's conversation with Chidi about the iPhone, nobody blocked. */
export const onThread = {
  component: ChatThreadScreen,
  decorators: [withApp],
  args: { dashboard: 'buyer' },
  parameters: { signedIn: true, route: threadRoute },
  beforeEach({ msw }) {
    toast.clear();
    msw.use(
      http.get('/v1/chats/:id/messages', () => HttpResponse.json(messagesPage())),
      http.get('/v1/chats/:id', () => ok(sampleChat)),
      http.post('/v1/chats/:id/read', () => ok(sampleChat)),
      http.get('/v1/blocks', () => ok([])),
    );
    return () => toast.clear();
  },
} satisfies Partial<Meta<typeof ChatThreadScreen>>;

/** Today's messages, once they are shown. */
export const thread = async () => within(await screen.findByRole('region', { name: 'November 20, 2026' }));
export const composer = () => screen.getByRole('textbox', { name: 'Type a message' });

/** POST /v1/chats/{id}/messages recording the bodies and answering each as a sent message. */
export function sendRecorder(seen: unknown[], answer?: (body: { text?: string; imageKeys?: string[] }) => Response) {
  let count = 0;
  return http.post('/v1/chats/:id/messages', async ({ request }) => {
    const body = (await request.json()) as { text?: string; imageKeys?: string[] };
    seen.push(body);
    if (answer) return answer(body);
    count += 1;
    const sent: ChatMessage = {
      id: `m-new-${count}`,
      sender: ME,
      mine: true,
      message: body.text ?? null,
      images: (body.imageKeys ?? []).map((key) => ({ key, url: samplePhotoUrl })),
      timestamp: '2026-11-20T10:08:00.000Z',
      status: 'sent',
      offPlatform: false,
      removed: false,
    };
    return ok(sent, 201);
  });
}
