import { useEffect, useRef, useState } from 'react';
import { screenFiles } from './fileRules';
import { dropAt, insertInChosenOrder, moveTo } from './uploadOrder';

/** A file the server has stored: its key and the name it was uploaded with. */
export interface UploadedFile {
  key: string;
  name: string;
}

export interface UploadOptions {
  /** Aborted when the user removes the file or the dropzone goes away. */
  signal: AbortSignal;
  /** Report progress as a fraction from 0 to 1 (ky's `progress.percent`), if the transport knows it. */
  onProgress?: (fraction: number) => void;
}

export type UploadFn = (file: File, options: UploadOptions) => Promise<UploadedFile>;

/** A file chosen in this session that is uploading or failed to. */
export interface PendingUpload {
  id: string;
  name: string;
  previewUrl: string;
  status: 'uploading' | 'failed';
  /** 0 to 1, or null while the transport has not said. */
  progress: number | null;
  error?: string;
}

interface Options {
  upload: UploadFn;
  value?: UploadedFile[];
  defaultValue?: UploadedFile[];
  onChange?: (uploaded: UploadedFile[]) => void;
  maxFiles: number;
  acceptedFileTypes: readonly string[];
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Upload failed. Please try again.';
}

/**
 * The files of a dropzone: the uploaded ones (controlled by `value` or kept here), and the
 * ones uploading or failed, each with an object-URL preview that is revoked when the file
 * is removed or the dropzone unmounts; unmounting also aborts uploads under way.
 */
export function useFileUploads({ upload, value, defaultValue, onChange, maxFiles, acceptedFileTypes }: Options) {
  const [ownValue, setOwnValue] = useState<UploadedFile[]>(defaultValue ?? []);
  const uploaded = value ?? ownValue;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');

  // Uploads finish one after another before the parent re-renders with the new value,
  // so each one builds on the latest list rather than on the rendered one.
  const latest = useRef(uploaded);
  useEffect(() => {
    latest.current = uploaded;
  }, [uploaded]);

  const files = useRef(new Map<string, { file: File; chosenAt: number; controller?: AbortController }>());
  /** When each file uploaded here was chosen: a finished upload takes its chosen place, not the finishing order's. */
  const chosenAt = useRef(new Map<string, number>());
  const urls = useRef(new Set<string>());
  const nextId = useRef(0);

  useEffect(() => {
    const live = files.current;
    const created = urls.current;
    return () => {
      for (const entry of live.values()) entry.controller?.abort();
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  function commit(next: UploadedFile[]) {
    latest.current = next;
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  }

  function revoke(url: string | undefined) {
    if (!url) return;
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  }

  function patch(id: string, change: Partial<PendingUpload>) {
    setPending((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }

  function start(id: string, previewUrl: string) {
    const entry = files.current.get(id);
    if (!entry) return;
    const controller = new AbortController();
    entry.controller = controller;
    const { file } = entry;
    const onProgress = (fraction: number) => {
      if (!controller.signal.aborted) patch(id, { progress: Math.min(1, Math.max(0, fraction)) });
    };
    upload(file, { signal: controller.signal, onProgress }).then(
      (result) => {
        if (controller.signal.aborted) return;
        files.current.delete(id);
        setPending((list) => list.filter((item) => item.id !== id));
        setPreviews((map) => ({ ...map, [result.key]: previewUrl }));
        setAnnouncement(`${file.name} uploaded`);
        chosenAt.current.set(result.key, entry.chosenAt);
        commit(insertInChosenOrder(latest.current, result, chosenAt.current));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = messageOf(error);
        patch(id, { status: 'failed', error: message });
        setAnnouncement(`${file.name} was not uploaded. ${message}`);
      },
    );
  }

  function add(chosen: File[], extraErrors: string[] = []) {
    const room = maxFiles - latest.current.length - pending.length;
    const { accepted, errors: reasons } = screenFiles(chosen, { room, maxFiles, acceptedFileTypes });
    setErrors([...new Set([...extraErrors, ...reasons])]);
    const added = accepted.map((file): PendingUpload => {
      nextId.current += 1;
      const id = `upload-${nextId.current}`;
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      files.current.set(id, { file, chosenAt: nextId.current });
      return { id, name: file.name, previewUrl, status: 'uploading', progress: null };
    });
    setPending((list) => [...list, ...added]);
    for (const item of added) start(item.id, item.previewUrl);
  }

  function retry(id: string) {
    const item = pending.find((candidate) => candidate.id === id);
    if (!item) return;
    patch(id, { status: 'uploading', progress: null, error: undefined });
    start(id, item.previewUrl);
  }

  function removePending(id: string) {
    const item = pending.find((candidate) => candidate.id === id);
    files.current.get(id)?.controller?.abort();
    files.current.delete(id);
    revoke(item?.previewUrl);
    setPending((list) => list.filter((candidate) => candidate.id !== id));
    setErrors([]);
  }

  function removeUploaded(key: string) {
    revoke(previews[key]);
    setPreviews(({ [key]: _removed, ...rest }) => rest);
    setErrors([]);
    commit(latest.current.filter((file) => file.key !== key));
  }

  /** The person has arranged the files they see: those stay as arranged, and uploads finishing later go after them. */
  function settle() {
    chosenAt.current.clear();
  }

  /** Puts the uploaded file `key` at `toIndex` (0 is first); `announcement` says where it went. */
  function move(key: string, toIndex: number, announcement?: string) {
    settle();
    commit(moveTo(latest.current, key, toIndex));
    if (announcement) setAnnouncement(announcement);
  }

  /** Drops the uploaded files `keys` before or after the file `target` (a drag and drop). */
  function drop(keys: ReadonlySet<string>, target: string, position: 'before' | 'after') {
    settle();
    commit(dropAt(latest.current, keys, target, position));
  }

  return { uploaded, pending, previews, errors, announcement, add, retry, removePending, removeUploaded, move, drop };
}
