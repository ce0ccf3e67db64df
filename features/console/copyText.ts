import { toast } from '../../ui';

/** Copies `text` and says so (or says it could not: a browser may refuse the clipboard). */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`${what} could not be copied. Select it and copy it by hand.`);
  }
}
