import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_VISIBLE_TOASTS, toast, toastQueue } from './toast';

afterEach(() => {
  toast.clear();
  vi.useRealTimers();
});

const texts = () => toastQueue.visibleToasts.map((queued) => queued.content.text);

describe('toast', () => {
  it('queues a message with its tone, newest first', () => {
    toast.success('Link copied to clipboard');
    toast.error('Failed to submit KYC information', { description: 'Try again in a minute.' });
    expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([
      { tone: 'error', text: 'Failed to submit KYC information', description: 'Try again in a minute.', scope: 'screen' },
      { tone: 'success', text: 'Link copied to clipboard', description: undefined, scope: 'app' },
    ]);
  });

  it('gives errors more time than success and info', () => {
    toast.info('KYC is pending');
    toast.error('Failed to submit KYC information');
    const [error, info] = toastQueue.visibleToasts;
    expect(info?.timeout).toBe(5000);
    expect(error?.timeout).toBe(8000);
  });

  it('keeps a toast until closed when the timeout is null', () => {
    toast.info('You are already logged in', { timeout: null });
    expect(toastQueue.visibleToasts[0]?.timeout).toBeUndefined();
  });

  it('closes by key', () => {
    const key = toast.success('Email verified successfully');
    toast.close(key);
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });
});

describe('at most two toasts', () => {
  it('shows the two newest; a third closes the oldest instead of waiting to reappear later', () => {
    expect(MAX_VISIBLE_TOASTS).toBe(2);
    toast.success('Link copied to clipboard');
    toast.error('Failed to submit KYC information');
    toast.info('KYC is pending');
    expect(texts()).toEqual(['KYC is pending', 'Failed to submit KYC information']);
    toast.close(toastQueue.visibleToasts[0]?.key ?? '');
    // Nothing was held back: closing one leaves one.
    expect(texts()).toEqual(['Failed to submit KYC information']);
  });
});

describe('identical toasts', () => {
  it('shows the same text once, as the newest, whatever its tone', () => {
    toast.info('Function not implemented');
    toast.success('Saved');
    toast.info('Function not implemented');
    expect(texts()).toEqual(['Function not implemented', 'Saved']);
    toast.error('Saved', { description: 'Now with a second line' });
    expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([
      { tone: 'error', text: 'Saved', description: 'Now with a second line', scope: 'screen' },
      { tone: 'info', text: 'Function not implemented', description: undefined, scope: 'app' },
    ]);
  });

  it('restarts the timer of a toast shown again', () => {
    vi.useFakeTimers();
    toast.error('Something went wrong. Please try again.');
    // The region starts a visible toast's timer (react-aria's Toast does on mount).
    toastQueue.resumeAll();
    vi.advanceTimersByTime(6000);
    toast.error('Something went wrong. Please try again.');
    toastQueue.resumeAll();
    vi.advanceTimersByTime(6000);
    // 12 s after the first, 6 s after the second: the 8-second timer started again.
    expect(texts()).toEqual(['Something went wrong. Please try again.']);
    vi.advanceTimersByTime(2001);
    expect(texts()).toEqual([]);
  });
});

describe('leaving a screen', () => {
  it('closes the errors shown on it and keeps success, info and errors meant for the next screen', () => {
    toast.success('Signed in');
    toast.error('Incorrect password');
    toast.leaveScreen();
    expect(texts()).toEqual(['Signed in']);
    toast.error('Your session has ended. Please log in again.', { scope: 'app' });
    toast.info('Pick a photo first', { scope: 'screen' });
    toast.leaveScreen();
    expect(texts()).toEqual(['Your session has ended. Please log in again.']);
  });
});
