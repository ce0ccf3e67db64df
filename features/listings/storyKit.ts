/** Story helpers for the listings feature: MSW handlers over the fixtures, files to upload, pickers. */
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../../ui';

const png =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAApElEQVR42u3aMQ0AMAgAQXTUXOVWFnXQMDSE4cgruAUGYu2jR4EAECBAgAABAgRIgAABAgQIECBAAgQIECBAgAABEiBAbUD5dQABAgRoIlC2DCBAgAABAmTNAwIECBAgQIAATT0UAQECBAgQIGseECBAgAABAgQIECAveIAAAQIECBAgAQIECBAgQIAAARIgQIAAAQIECJAAAQIECBAgQIAEqNQFIcx1iB3zR2gAAAAASUVORK5CYII=';

/** A small PNG as a person would pick it. */
export function imageFile(name: string): File {
  const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** What the upload handler saw: each file's name and the visibility it was sent with. */
export interface UploadSeen {
  name: string;
  visibility: string | null;
}

/**
 * POST /v1/file/upload storing each file under its own name as key; `delayMs` holds some
 * answers back by file name, so uploads can finish in another order than they were chosen.
 */
export function uploadHandler(seen: UploadSeen[] = [], delayMs: Readonly<Record<string, number>> = {}) {
  return http.post('/v1/file/upload', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    const name = file instanceof File ? file.name : 'upload.png';
    seen.push({ name, visibility: form.get('visibility') as string | null });
    await delay(delayMs[name] ?? 0);
    const result = {
      key: name,
      bucket: 'kampus-public',
      url: `data:image/png;base64,${png}`,
      info: { original_name: name, mimetype: 'image/png', size: 200 },
    };
    return HttpResponse.json({ data: { result } }, { status: 201 });
  });
}

/** The file input behind a dropzone's button. */
export function fileInput(root: HTMLElement, label: string): HTMLInputElement {
  const zone = within(root).getByRole('group', { name: label });
  const input = zone.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The file picker input is missing');
  return input;
}

/** The photos of the dropzone `label` in their order (a grid where the seller orders them). */
export function photoTiles(root: HTMLElement, label = 'Photos') {
  return within(within(root).getByRole('grid', { name: `${label} files` })).getAllByRole('row');
}

/**
 * Uploads files into the dropzone `label` and waits until each shows as uploaded: in the grid
 * of ordered photos, or (a single file) in the list marked 'Uploaded'.
 */
export async function uploadInto(root: HTMLElement, label: string, names: string[]) {
  await userEvent.upload(fileInput(root, label), names.map(imageFile));
  await waitFor(
    () => {
      expect(within(root).queryByRole('list', { name: `${label} uploads` })).not.toBeInTheDocument();
      const grid = within(root).queryByRole('grid', { name: `${label} files` });
      const done = grid
        ? within(grid).getAllByRole('row')
        : within(within(root).getByRole('list', { name: `${label} files` })).getAllByText('Uploaded');
      expect(done).toHaveLength(names.length);
    },
    { timeout: 5000 },
  );
}

/** Picks `option` in the Select labelled `label`. */
export async function choose(root: HTMLElement, label: string, option: string) {
  await userEvent.click(within(root).getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types into the rich-text editor labelled Description. */
export async function typeDescription(root: HTMLElement, text: string) {
  const editable = await within(root).findByRole('textbox', { name: 'Description' }, { timeout: 10_000 });
  await userEvent.click(editable);
  await userEvent.keyboard(text);
  return editable;
}

/** Replaces a text field's value. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** Story teardown: no toast or draft left for the next story. */
export function cleanUp() {
  toast.clear();
  for (const key of Object.keys(localStorage)) if (key.startsWith('kampus:draft:')) localStorage.removeItem(key);
}

export const location = () => screen.getByTestId('location');
