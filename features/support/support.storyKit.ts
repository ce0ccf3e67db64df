import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import type { SupportRequestReceipt } from '../../contract';
import { fail, ok, pending } from '../../stories/msw/respond';

/** The stories' answer to a sent support message. */
export const requestsAre = (answer: Parameters<typeof http.post>[1]) => http.post('/v1/support/requests', answer);

/** The receipt when the message sent is the one the story typed; a 400 otherwise, so the story fails. */
export function receiptWhenSent<Body>(
  receipt: SupportRequestReceipt,
  expected: (body: Body, request: Request) => boolean | undefined,
) {
  return requestsAre(async ({ request }) => {
    const body = (await request.json()) as Body;
    return expected(body, request) ? ok(receipt, 201) : fail(400, 'Unexpected body');
  });
}

/** Presses the form's 'Send message' button. */
export async function pressSend(form: ReturnType<typeof within>) {
  await userEvent.click(form.getByRole('button', { name: 'Send message' }));
}

/** The Submitting story of a support form: the answer is held back, and the sent form's button says it is busy. */
export function submitting(sendFilledIn: (canvas: ReturnType<typeof within>) => Promise<ReturnType<typeof within>>) {
  return {
    beforeEach({ msw }) {
      msw.use(requestsAre(pending));
    },
    play: async ({ canvas }) => {
      const form = await sendFilledIn(canvas);
      await waitFor(() => expect(form.getByRole('button', { name: 'Send message' })).toHaveAttribute('aria-busy', 'true'));
    },
  } satisfies StoryObj;
}
