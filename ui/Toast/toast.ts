import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'error' | 'info';

/**
 * Where a toast belongs: `screen` closes it when the person leaves the screen it was shown on;
 * `app` keeps it until it times out or is closed.
 */
export type ToastScope = 'screen' | 'app';

export interface ToastMessage {
  tone: ToastTone;
  text: string;
  description?: string;
  scope: ToastScope;
}

export interface ToastOptions {
  /** A second line under the message. */
  description?: string;
  /** Milliseconds before the toast closes itself; `null` keeps it until the user closes it. */
  timeout?: number | null;
  /**
   * `screen` or `app`. An error is about the screen it was shown on (a form's refusal), so it
   * closes when the person leaves; success and info often confirm an action that moves on to
   * another screen, so they stay. Pass `app` for an error that explains a move to another screen.
   */
  scope?: ToastScope;
}

/** How long each tone stays: errors longer, so there is time to read what went wrong. */
export const toastTimeouts: Record<ToastTone, number> = { success: 5000, info: 5000, error: 8000 };

const defaultScopes: Record<ToastTone, ToastScope> = { success: 'app', info: 'app', error: 'screen' };

/** At most this many toasts at once: three stacked cover a third of a phone. */
export const MAX_VISIBLE_TOASTS = 2;

/** The app's one queue of toasts, shown by the one `<ToastRegion />`. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });

function closeWhere(matches: (message: ToastMessage) => boolean) {
  for (const queued of [...toastQueue.visibleToasts]) if (matches(queued.content)) toastQueue.close(queued.key);
}

function show(tone: ToastTone, text: string, { description, timeout, scope }: ToastOptions = {}): string {
  // The same text again replaces the toast showing it: one toast, announced afresh, its timer restarted.
  closeWhere((message) => message.text === text);
  // The newest toasts win: an older one is closed rather than queued to reappear later, out of context.
  for (const older of toastQueue.visibleToasts.slice(MAX_VISIBLE_TOASTS - 1)) toastQueue.close(older.key);
  return toastQueue.add(
    { tone, text, description, scope: scope ?? defaultScopes[tone] },
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
  /** The person left the screen: its `screen` toasts close. The app calls this on a route change. */
  leaveScreen: () => closeWhere((message) => message.scope === 'screen'),
};
