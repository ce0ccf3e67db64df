import { toast } from '../../ui';

/** Story teardown: closes the toasts the story raised, so the next story starts clean. */
export function cleanUpAfterStory(): void {
  toast.clear();
}
