import { http } from 'msw';
import { userEvent, type within } from 'storybook/test';
import type { SupportRequestReceipt } from '../../contract';
import { fail, ok } from '../../stories/msw/respond';

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
