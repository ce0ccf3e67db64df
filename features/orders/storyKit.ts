/** Story helpers for the orders feature: answering the order calls and recording what was sent. */
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { OrderDetail } from '../../contract';
import { toast } from '../../ui';

/** GET /v1/orders/{id} answering `detail` (a function reads the latest, e.g. after an action). */
export function orderIs(detail: OrderDetail | (() => OrderDetail)) {
  return http.get('/v1/orders/:id', () => HttpResponse.json({ data: typeof detail === 'function' ? detail() : detail }));
}

/** What an action handler received: its path after the order id, and its JSON body. */
export interface ActionSeen {
  action: string;
  body: unknown;
}

/**
 * POST /v1/orders/{id}/<action>: records the call and answers `reply(action, body)`: the
 * updated detail, or a Response (an error).
 */
export function actionsAnswer(seen: ActionSeen[], reply: (action: string, body: unknown) => OrderDetail | Response) {
  return http.post('/v1/orders/:id/*', async ({ request, params }) => {
    const action = String(params[0]);
    const body: unknown = await request.json().catch(() => undefined);
    seen.push({ action, body });
    const answer = reply(action, body);
    return answer instanceof Response ? answer : HttpResponse.json({ data: answer });
  });
}

/** Story teardown: no toast left for the next story. */
export function cleanUp() {
  toast.clear();
}

/**
 * The timeline's steps read as expected: each step's title (with its status words) and the
 * time it happened (null: no time shown, as for the steps still to come).
 */
export async function expectStepTimes(items: HTMLElement[], expected: [title: string, time: string | null][]) {
  await expect(items).toHaveLength(expected.length);
  for (const [index, [title, time]] of expected.entries()) {
    const item = items[index] as HTMLElement;
    await expect(item).toHaveTextContent(title);
    const shown = item.querySelector('time');
    await expect(shown?.textContent ?? null).toBe(time);
  }
}

export const location = () => screen.getByTestId('location');

const png = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM44+KCFTEMLQkAWLdVAeUwfJMAAAAASUVORK5CYII=';

/** A small PNG as a person would pick it. */
function imageFile(name: string): File {
  const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** What the upload handler saw: each file's name and the visibility it was sent with. */
export interface UploadSeen {
  name: string;
  visibility: string | null;
}

/** POST /v1/file/upload storing each file under its own name as key. */
export function uploadHandler(seen: UploadSeen[]) {
  return http.post('/v1/file/upload', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    const name = file instanceof File ? file.name : 'upload.png';
    seen.push({ name, visibility: form.get('visibility') as string | null });
    const result = {
      key: name,
      bucket: 'kampus-private',
      url: `data:image/png;base64,${png}`,
      info: { original_name: name, mimetype: 'image/png', size: 80 },
    };
    return HttpResponse.json({ data: { result } }, { status: 201 });
  });
}

/** Uploads files into the dropzone `label` and waits until each shows as uploaded. */
export async function uploadInto(root: HTMLElement, label: string, names: string[]) {
  const zone = within(root).getByRole('group', { name: label });
  const input = zone.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The file picker input is missing');
  await userEvent.upload(input, names.map(imageFile));
  const list = await within(root).findByRole('list', { name: `${label} files` });
  await waitFor(() => expect(within(list).getAllByText('Uploaded')).toHaveLength(names.length), { timeout: 5000 });
}
