/**
 * MSW handlers for the KYC stories, built from contract types and the feature's fixtures.
 * Used by story files only (the app never imports this module).
 */
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { MAX_UPLOAD_BYTES, type CurrentUser, type KycStatus, type KycSubmissionBody, type University } from '../../contract';
import { kycStatusData, sampleBrandLogo, sampleStudentId, uploadResult, type ServedFile } from './fixtures';

function data<T>(payload: T, status = 200) {
  return HttpResponse.json({ data: payload }, { status });
}

/** GET /v1/kyc answering with a status. */
export function kycStatusHandler(status: KycStatus) {
  return http.get('/v1/kyc', () => data(kycStatusData(status)));
}

/** GET /v1/user and GET /v1/university: the profile that prefills the details. */
export function profileHandlers(user: CurrentUser, universities: readonly University[]) {
  return [http.get('/v1/user', () => data(user)), http.get('/v1/university', () => data(universities))];
}

const knownUploads: readonly ServedFile[] = [sampleStudentId, sampleBrandLogo];

/**
 * POST /v1/file/upload: answers with the fixture named like the uploaded file (student-id.png,
 * ada-bakes-logo.png), after a short pause so the progress bar can be seen.
 */
export function uploadHandler() {
  return http.post('/v1/file/upload', async ({ request }) => {
    const file = (await request.formData()).get('file');
    const name = file instanceof File ? file.name : 'upload.png';
    const known = knownUploads.find((upload) => upload.name === name) ?? { ...sampleStudentId, name };
    await delay(150);
    return data(uploadResult(known), 201);
  });
}

/** POST /v1/file/upload refusing the file (every time, or with `once` only the first time). */
export function uploadFailureHandler(status: number, message: string, { once = false } = {}) {
  return http.post('/v1/file/upload', () => HttpResponse.json({ message }, { status }), { once });
}

/** POST /v1/kyc accepting the submission (201, PENDING); `received` collects the bodies sent. */
export function submitHandler(received: KycSubmissionBody[] = []) {
  return http.post('/v1/kyc', async ({ request }) => {
    const body = (await request.json()) as KycSubmissionBody;
    received.push(body);
    return data(kycStatusData('PENDING'), 201);
  });
}

/** POST /v1/kyc refusing the submission with a message and per-field errors. */
export function submitFailureHandler(status: number, message: string, errors?: Record<string, string>) {
  return http.post('/v1/kyc', () => HttpResponse.json(errors ? { message, errors } : { message }, { status }));
}

/** POST /v1/kyc failing without a readable body (a proxy's error page). */
export function submitBrokenHandler() {
  return http.post('/v1/kyc', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
}

/** 96 px PNGs: a blue ID card, and a green logo with a white disc. */
const pngs = {
  id: 'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAApElEQVR42u3aMQ0AMAgAQXTUXOVWFnXQMDSE4cgruAUGYu2jR4EAECBAgAABAgRIgAABAgQIECBAAgQIECBAgAABEiBAbUD5dQABAgRoIlC2DCBAgAABAmTNAwIECBAgQIAATT0UAQECBAgQIGseECBAgAABAgQIECAveIAAAQIECBAgAQIECBAgQIAAARIgQIAAAQIECJAAAQIECBAgQIAEqNQFIcx1iB3zR2gAAAAASUVORK5CYII=',
  logo: 'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAA0klEQVR42u3bwQ2AMAwDQP6MxVYsbzZAQkBDw1me4H5t3WXdNz3pggAQIECAAAECBEgBAQIECBAgQIAUECBAgAABAgRI64Fymv8C5WJ+BJQbaQ6Uh9ITKI+mFVBeSwegvJy5gTIkgJoCZWDmA8rwAGoElKIAagGU0gAC1BsoHwggQIAAAQIECBAgQPMBOWoAAuTCDJBLe68a/YE8HHp6BmT+YkBlgmfEWatjBmxI7iuCzyyAAAECBEgBAQIECBAgQIAUECBAgAABAgRIAQECBKi6B+IbTsAaACGyAAAAAElFTkSuQmCC',
} as const;

/**
 * A PNG as a person would pick it: a real picture (so its thumbnail shows), the logo one
 * when the name says 'logo', the ID card otherwise.
 */
export function imageFile(name: string): File {
  const bytes = Uint8Array.from(atob(pngs[name.includes('logo') ? 'logo' : 'id']), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A PNG one byte over the 5 MB limit. */
export function oversizedImage(name = 'huge.png'): File {
  return new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], name, { type: 'image/png' });
}

/** A document that is not an image. */
export function pdfFile(name = 'notes.pdf'): File {
  return new File(['%PDF-1.7'], name, { type: 'application/pdf' });
}

/** The upload control named `label` ('Student ID', 'Brand logo'): a FileDropzone group. */
export function dropzone(root: HTMLElement, label: string): HTMLElement {
  return within(root).getByRole('group', { name: label });
}

/** The file input behind a dropzone's 'Choose file' button: what `userEvent.upload` picks files into. */
export function fileInput(zone: HTMLElement): HTMLInputElement {
  const input = zone.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The file picker input is missing');
  return input;
}

/**
 * The dropzone `label` shows `name` as uploaded, with its thumbnail drawn (from `src` when
 * given). Returns the file's tile.
 */
export async function expectUploaded(
  root: HTMLElement,
  label: string,
  name: string,
  src?: string | RegExp,
): Promise<HTMLElement> {
  const files = await within(dropzone(root, label)).findByRole('list', { name: `${label} files` });
  // The tile of a finished upload replaces the one that showed its progress.
  await waitFor(() => expect(within(files).getByText('Uploaded')).toBeVisible(), { timeout: 3000 });
  const tile = within(files).getByRole('listitem');
  await expect(within(tile).getByText(name)).toBeVisible();
  const thumbnail = tile.querySelector('img');
  if (!thumbnail) throw new Error(`No thumbnail for ${name}`);
  if (src !== undefined) await expect(thumbnail.getAttribute('src')).toMatch(src);
  // The picture itself, not a broken-image box.
  await waitFor(() => expect(thumbnail.complete && thumbnail.naturalWidth > 0).toBe(true));
  return tile;
}
