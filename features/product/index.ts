/** The product page: /product/{slug}. */
export { ProductScreen, PRODUCT_NOT_FOUND_TITLE, type ProductScreenProps } from './ProductScreen';
