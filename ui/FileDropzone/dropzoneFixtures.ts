import { lightTokens } from '../theme/tokens';
import type { UploadFn, UploadedFile } from './useFileUploads';
import { maxFileBytes } from './fileRules';

const { color } = lightTokens;

function svg(fill: string, mark: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${fill}"/><circle cx="48" cy="48" r="24" fill="${mark}"/></svg>`;
}

/** A small in-memory SVG image, as if picked from the user's disk. */
export function imageFile(name: string, tint: 'accent' | 'info' | 'warning' = 'accent'): File {
  const tints: Record<typeof tint, [string, string]> = {
    accent: [color.accentSubtle, color.accent],
    info: [color.infoSubtle, color.info],
    warning: [color.warningSubtle, color.warning],
  };
  return new File([svg(...tints[tint])], name, { type: 'image/svg+xml' });
}

/** A PNG one byte over the 5 MB limit. */
export function oversizedImage(name = 'poster.png'): File {
  return new File([new Uint8Array(maxFileBytes + 1)], name, { type: 'image/png' });
}

export function pdfFile(name = 'transcript.pdf'): File {
  return new File(['%PDF-1.7'], name, { type: 'application/pdf' });
}

/** The same pictures as data URLs, for files uploaded in an earlier visit. */
export const storedPreviews: Record<string, string> = {
  'logo-1': `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(color.infoSubtle, color.info))}`,
};

export const storedLogo: UploadedFile = { key: 'logo-1', name: 'kampus-kitchen-logo.svg' };

/** Three photos a listing already has, each a different colour so their order shows. */
export const storedPhotos: UploadedFile[] = [
  { key: 'photo-front', name: 'front.svg' },
  { key: 'photo-side', name: 'side.svg' },
  { key: 'photo-box', name: 'box.svg' },
];
export const storedPhotoPreviews: Record<string, string> = {
  'photo-front': `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(color.accentSubtle, color.accent))}`,
  'photo-side': `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(color.infoSubtle, color.info))}`,
  'photo-box': `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(color.warningSubtle, color.warning))}`,
};

/** Stores each file after `delays[name]` ms (0 when unnamed): uploads finish out of the chosen order. */
export function delayedUpload(delays: Readonly<Record<string, number>>): UploadFn {
  return (file, { signal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve({ key: `key-${file.name}`, name: file.name }), delays[file.name] ?? 0);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** Stores at once. */
export const instantUpload: UploadFn = async (file) => ({ key: `key-${file.name}`, name: file.name });

/** Never finishes (until aborted): the uploading state stays on screen. Reports 40% when given a way to. */
export const stalledUpload: UploadFn = (file, { signal, onProgress }) =>
  new Promise((_resolve, reject) => {
    if (file.name.startsWith('progress')) onProgress?.(0.4);
    signal.addEventListener('abort', () => reject(signal.reason));
  });

/** Fails the first time for each file, then succeeds: for Retry. */
export function flakyUpload(): UploadFn {
  const tried = new Set<string>();
  return async (file) => {
    if (!tried.has(file.name)) {
      tried.add(file.name);
      throw new Error('Network error. Check your connection and try again.');
    }
    return { key: `key-${file.name}`, name: file.name };
  };
}

/**
 * What the browser hands a drop target. A DataTransfer built in script has no file-system
 * entries, so a plain object with the same shape stands in for it.
 */
function transferOf(files: File[]) {
  return {
    types: ['Files'],
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    effectAllowed: 'all',
    dropEffect: 'none',
    getData: () => '',
  };
}

function dispatchDrag(target: Element, type: string, files: File[]) {
  const box = target.getBoundingClientRect();
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperties(event, {
    dataTransfer: { value: transferOf(files) },
    clientX: { value: box.left + box.width / 2 },
    clientY: { value: box.top + box.height / 2 },
  });
  target.dispatchEvent(event);
}

/** Drags files over the target without dropping them. */
export function dragOver(target: Element, files: File[]) {
  dispatchDrag(target, 'dragenter', files);
  dispatchDrag(target, 'dragover', files);
}

/** Drags files over the target and drops them. */
export function dropFiles(target: Element, files: File[]) {
  dragOver(target, files);
  dispatchDrag(target, 'drop', files);
}
