/** The buyer's saved items. */
export { SavedItemsScreen, savedCountText, REMOVED_MESSAGE } from './SavedItemsScreen';
