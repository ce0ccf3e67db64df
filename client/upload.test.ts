import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileTooLargeMessage } from '../contract';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { BASE, refreshSucceeds, setupTestClient, STALE_SESSION } from './testing';
import { uploadFile } from './upload';

const { server, client } = setupTestClient();

afterEach(() => vi.restoreAllMocks());

const logo = new File(['png bytes'], 'logo.png', { type: 'image/png' });

/** POST file/upload: the stored result for 'Bearer fresh-access', a 401 otherwise; records each call. */
function uploadEndpoint() {
  const calls: { authorization: string | null; file: string | null }[] = [];
  server.use(
    http.post(`${BASE}/file/upload`, async ({ request }) => {
      const authorization = request.headers.get('authorization');
      const file = (await request.formData()).get('file');
      // jsdom's File loses its name and bytes on the way into MSW: check the field is a file here,
      // and what was appended with a spy on FormData#append.
      calls.push({ authorization, file: file && typeof file === 'object' ? 'a file' : null });
      if (authorization !== 'Bearer fresh-access') return HttpResponse.json({ message: 'Sign in' }, { status: 401 });
      const result = {
        key: 'k1.png',
        bucket: 'kampus',
        url: '/v1/file/kampus/k1.png',
        info: { original_name: 'logo.png', mimetype: 'image/png', size: 9 },
      };
      return HttpResponse.json({ data: { result } }, { status: 201 });
    }),
  );
  return calls;
}

describe('uploadFile', () => {
  it('posts the file as multipart field `file` with the bearer header and returns key and name', async () => {
    client.store.set({ accessToken: 'fresh-access' });
    const calls = uploadEndpoint();
    const progress: number[] = [];
    const append = vi.spyOn(FormData.prototype, 'append');

    await expect(uploadFile(logo, { onProgress: (percent) => progress.push(percent) })).resolves.toEqual({
      key: 'k1.png',
      name: 'logo.png',
      url: '/v1/file/kampus/k1.png',
    });
    expect(calls).toEqual([{ authorization: 'Bearer fresh-access', file: 'a file' }]);
    expect(append).toHaveBeenCalledWith('file', logo);
    expect(progress.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
  });

  it('sends the visibility field only when asked: listing photos are public', async () => {
    client.store.set({ accessToken: 'fresh-access' });
    uploadEndpoint();
    const append = vi.spyOn(FormData.prototype, 'append');

    await uploadFile(logo, { visibility: 'public' });
    expect(append).toHaveBeenCalledWith('visibility', 'public');
    append.mockClear();
    await uploadFile(logo);
    expect(append.mock.calls.map(([name]) => name)).toEqual(['file']);
  });

  it('refreshes on a 401 and sends the file again with the new token', async () => {
    client.store.set(STALE_SESSION);
    const calls = uploadEndpoint();
    const refresh = refreshSucceeds();
    server.use(refresh.handler);

    await expect(uploadFile(logo)).resolves.toMatchObject({ key: 'k1.png' });
    expect(refresh.calls).toHaveLength(1);
    expect(calls).toEqual([
      { authorization: 'Bearer stale-access', file: 'a file' },
      { authorization: 'Bearer fresh-access', file: 'a file' },
    ]);
  });

  it("rejects with the server's message and field errors", async () => {
    server.use(
      http.post(`${BASE}/file/upload`, () =>
        HttpResponse.json({ message: fileTooLargeMessage, errors: { file: fileTooLargeMessage } }, { status: 413 }),
      ),
    );
    const error = await uploadFile(logo).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: fileTooLargeMessage, fieldErrors: { file: fileTooLargeMessage } });
  });

  it('says the server could not be reached on a network failure', async () => {
    server.use(http.post(`${BASE}/file/upload`, () => HttpResponse.error()));
    await expect(uploadFile(logo)).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('stops when its signal aborts', async () => {
    server.use(http.post(`${BASE}/file/upload`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = uploadFile(logo, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
