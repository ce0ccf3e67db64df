/** The product page: /product/{slug}. */
export { ProductScreen, PRODUCT_NOT_FOUND_TITLE, type ProductScreenProps } from './ProductScreen';
/** The main photo's `sizes`: the server preloads that photo for a shared product link (page hints). */
export { GALLERY_SIZES as PRODUCT_PHOTO_SIZES } from './ProductScreen.css';
