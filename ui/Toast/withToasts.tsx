import type { Decorator } from '@storybook/react-vite';
import { ToastRegion } from './ToastRegion';
import { toast } from './toast';

/**
 * For stories that show toasts: renders the region beside the story and starts and ends
 * each story with no toast left over from the one before (the queue is app-wide).
 */
export const withToasts = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ] satisfies Decorator[],
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
};
