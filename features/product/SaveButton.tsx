import type { ProductDetail } from '../../contract';
import { SaveButton as SaveListingButton } from '../saved';

export { LOG_IN_TO_SAVE_MESSAGE, SAVED_MESSAGE, UNSAVED_MESSAGE } from '../saved';

/** The product page's Save: the saved items' own toggle (shared with the event page), for this product. */
export function SaveButton({ product, isDisabled = false }: { product: ProductDetail; isDisabled?: boolean }) {
  return <SaveListingButton type="products" listing={product} isDisabled={isDisabled} />;
}
