import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastMessage {
  tone: ToastTone;
  text: string;
  description?: string;
}

export interface ToastOptions {
  /** A second line under the message. */
  description?: string;
  /** Milliseconds before the toast closes itself; `null` keeps it until the user closes it. */
  timeout?: number | null;
}

/** How long each tone stays: errors longer, so there is time to read what went wrong. */
export const toastTimeouts: Record<ToastTone, number> = { success: 5000, info: 5000, error: 8000 };

/** The app's one queue of toasts, shown by the one `<ToastRegion />`. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 4 });

function show(tone: ToastTone, text: string, { description, timeout }: ToastOptions = {}): string {
  // The same message again replaces the visible one, so it is announced afresh and its timer restarts.
  for (const visible of toastQueue.visibleToasts) {
    if (visible.content.tone === tone && visible.content.text === text) toastQueue.close(visible.key);
  }
  return toastQueue.add(
    { tone, text, description },
    { timeout: timeout === undefined ? toastTimeouts[tone] : (timeout ?? undefined) },
  );
}

/** Shows a toast from anywhere: `toast.success('Link copied to clipboard')`. Each call returns the toast's key. */
export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  close: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};
