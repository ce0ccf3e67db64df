import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { paths, useMutation, useSession } from '../../client';
import { Button, toast, vars } from '../../ui';
import { useSavedItems, useToggleSaved, type SaveTarget } from './api';

export const SAVED_MESSAGE = 'Saved to your saved items';
export const UNSAVED_MESSAGE = 'Removed from your saved items';
export const LOG_IN_TO_SAVE_MESSAGE = 'Log in to save items';

export type SaveButtonProps = SaveTarget & { isDisabled?: boolean };

/**
 * Save on a product or event page: a toggle button, pressed while the listing is in the buyer's
 * saved items (screen readers hear "Save, toggle button, pressed"). A guest is sent to log in
 * and brought back to the page.
 */
export function SaveButton({ isDisabled = false, ...target }: SaveButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: savedItems } = useSavedItems();
  const toggle = useToggleSaved();
  // One call at a time: the button already shows the state the call is making.
  const saving = useMutation((save: boolean) => toggle(target, save));
  const isSaved = savedItems?.some((item) => item.listing.id === target.listing.id) ?? false;

  async function press() {
    if (!session) {
      toast.info(LOG_IN_TO_SAVE_MESSAGE);
      await navigate(paths.loginThen(`${location.pathname}${location.search}`));
      return;
    }
    const result = await saving.trigger(!isSaved);
    if (result.ok) toast.success(isSaved ? UNSAVED_MESSAGE : SAVED_MESSAGE);
    else if (!result.aborted) toast.error(result.error.message);
  }

  return (
    <Button
      variant={isSaved ? 'soft' : 'outline'}
      size="lg"
      fullWidth
      aria-pressed={isSaved}
      isDisabled={isDisabled}
      onPress={() => void press()}
      iconStart={
        <Heart
          size={20}
          aria-hidden="true"
          fill={isSaved ? vars.color.accent : 'none'}
          color={isSaved ? vars.color.accent : undefined}
        />
      }
    >
      Save
    </Button>
  );
}
