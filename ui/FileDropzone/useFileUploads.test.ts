import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFileUploads, type UploadFn, type UploadedFile } from './useFileUploads';

const image = (name: string) => new File(['<svg/>'], name, { type: 'image/svg+xml' });

let created = 0;
const revoked: string[] = [];

beforeEach(() => {
  created = 0;
  revoked.length = 0;
  // jsdom has no object URLs; each test file runs in its own environment.
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${(created += 1)}`),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});

/** An upload whose outcome each test decides. */
function controlledUpload() {
  const calls: { file: File; signal: AbortSignal; resolve: (file: UploadedFile) => void; reject: (error: Error) => void }[] = [];
  const upload: UploadFn = (file, { signal }) =>
    new Promise((resolve, reject) => {
      calls.push({ file, signal, resolve, reject });
    });
  return { upload, calls };
}

function setup(upload: UploadFn, extra: { value?: UploadedFile[]; maxFiles?: number } = {}) {
  const onChange = vi.fn();
  const hook = renderHook(() =>
    useFileUploads({ upload, onChange, maxFiles: extra.maxFiles ?? 5, acceptedFileTypes: ['image/*'], value: extra.value }),
  );
  return { ...hook, onChange };
}

describe('useFileUploads', () => {
  it('uploads each accepted file and reports the uploaded list in the order chosen, not the order finished', async () => {
    const { upload, calls } = controlledUpload();
    const { result, onChange } = setup(upload);
    act(() => result.current.add([image('a.svg'), image('b.svg')]));
    expect(result.current.pending.map((item) => item.status)).toEqual(['uploading', 'uploading']);
    await act(async () => {
      calls[1]?.resolve({ key: 'k-b', name: 'b.svg' });
      calls[0]?.resolve({ key: 'k-a', name: 'a.svg' });
    });
    expect(onChange).toHaveBeenLastCalledWith([
      { key: 'k-a', name: 'a.svg' },
      { key: 'k-b', name: 'b.svg' },
    ]);
    expect(result.current.uploaded).toHaveLength(2);
    expect(result.current.pending).toEqual([]);
    expect(result.current.previews).toEqual({ 'k-a': 'blob:preview-1', 'k-b': 'blob:preview-2' });
  });

  it('shows the failure message and uploads again on retry', async () => {
    const { upload, calls } = controlledUpload();
    const { result, onChange } = setup(upload);
    act(() => result.current.add([image('a.svg')]));
    await act(async () => calls[0]?.reject(new Error('Server is busy')));
    expect(result.current.pending[0]).toMatchObject({ status: 'failed', error: 'Server is busy' });
    const id = result.current.pending[0]?.id ?? '';
    act(() => result.current.retry(id));
    expect(result.current.pending[0]).toMatchObject({ status: 'uploading', error: undefined });
    await act(async () => calls[1]?.resolve({ key: 'k-a', name: 'a.svg' }));
    expect(onChange).toHaveBeenLastCalledWith([{ key: 'k-a', name: 'a.svg' }]);
  });

  it('aborts an upload and revokes its preview when the file is removed', () => {
    const { upload, calls } = controlledUpload();
    const { result } = setup(upload);
    act(() => result.current.add([image('a.svg')]));
    act(() => result.current.removePending(result.current.pending[0]?.id ?? ''));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(revoked).toEqual(['blob:preview-1']);
    expect(result.current.pending).toEqual([]);
  });

  it('revokes the preview of an uploaded file when it is removed', async () => {
    const { upload, calls } = controlledUpload();
    const { result, onChange } = setup(upload);
    act(() => result.current.add([image('a.svg')]));
    await act(async () => calls[0]?.resolve({ key: 'k-a', name: 'a.svg' }));
    act(() => result.current.removeUploaded('k-a'));
    expect(revoked).toEqual(['blob:preview-1']);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('aborts uploads and revokes every preview on unmount', () => {
    const { upload, calls } = controlledUpload();
    const { result, unmount } = setup(upload);
    act(() => result.current.add([image('a.svg'), image('b.svg')]));
    unmount();
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
    expect(revoked.sort()).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('puts files chosen later after those already there, whatever finishes first (3, 2, 1, 4 stays 1, 2, 3, 4)', async () => {
    const { upload, calls } = controlledUpload();
    const { result, onChange } = setup(upload);
    act(() => result.current.add([image('1.svg'), image('2.svg'), image('3.svg')]));
    act(() => result.current.add([image('4.svg')]));
    for (const index of [2, 1, 0, 3]) {
      await act(async () => calls[index]?.resolve({ key: `k-${index + 1}`, name: `${index + 1}.svg` }));
    }
    expect(onChange.mock.lastCall?.[0].map((file: UploadedFile) => file.key)).toEqual(['k-1', 'k-2', 'k-3', 'k-4']);
  });

  it('moves uploaded files, and an upload finishing after a move goes after the files the person arranged', async () => {
    const { upload, calls } = controlledUpload();
    const { result, onChange } = setup(upload);
    const keys = () => onChange.mock.lastCall?.[0].map((file: UploadedFile) => file.key);
    act(() => result.current.add([image('1.svg'), image('2.svg'), image('3.svg')]));
    await act(async () => calls[2]?.resolve({ key: 'k-3', name: '3.svg' }));
    await act(async () => calls[1]?.resolve({ key: 'k-2', name: '2.svg' }));
    act(() => result.current.move('k-3', 0, 'Moved: now Photo 1 of 2, the cover.'));
    expect(keys()).toEqual(['k-3', 'k-2']);
    expect(result.current.announcement).toBe('Moved: now Photo 1 of 2, the cover.');
    await act(async () => calls[0]?.resolve({ key: 'k-1', name: '1.svg' }));
    expect(keys()).toEqual(['k-3', 'k-2', 'k-1']);
    act(() => result.current.drop(new Set(['k-1']), 'k-3', 'before'));
    expect(keys()).toEqual(['k-1', 'k-3', 'k-2']);
  });

  it('counts files already uploaded (value) against maxFiles', () => {
    const { upload } = controlledUpload();
    const { result } = setup(upload, { value: [{ key: 'k-logo', name: 'logo.svg' }], maxFiles: 1 });
    act(() => result.current.add([image('other.svg')]));
    expect(result.current.pending).toEqual([]);
    expect(result.current.errors).toEqual(['Too many files. You can upload at most 1 file.']);
  });
});
