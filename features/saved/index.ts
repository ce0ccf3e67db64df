/**
 * The buyer's saved items, and the Save button product and event pages show. The saved-items
 * screen is loaded on demand (`loadSavedItemsScreen`), so a product or event page that only
 * shows Save does not download it.
 */
import type { ComponentType } from 'react';

export { savedCountText } from './savedCount';
export { SaveButton, SAVED_MESSAGE, UNSAVED_MESSAGE, LOG_IN_TO_SAVE_MESSAGE, type SaveButtonProps } from './SaveButton';

/** The /dashboard/saved-items screen, from its own chunk. */
export async function loadSavedItemsScreen(): Promise<ComponentType> {
  return (await import('./SavedItemsScreen')).SavedItemsScreen;
}
