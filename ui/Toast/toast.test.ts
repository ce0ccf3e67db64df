import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastQueue } from './toast';

afterEach(() => toast.clear());

describe('toast', () => {
  it('queues a message with its tone, newest first', () => {
    toast.success('Link copied to clipboard');
    toast.error('Failed to submit KYC information', { description: 'Try again in a minute.' });
    expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([
      { tone: 'error', text: 'Failed to submit KYC information', description: 'Try again in a minute.' },
      { tone: 'success', text: 'Link copied to clipboard', description: undefined },
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

  it('replaces a visible toast with the same message instead of stacking it', () => {
    toast.info('Function not implemented');
    toast.info('Function not implemented');
    expect(toastQueue.visibleToasts).toHaveLength(1);
  });

  it('closes by key', () => {
    const key = toast.success('Email verified successfully');
    toast.close(key);
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });
});
