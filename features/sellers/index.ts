/** The public seller profile: /seller/{id}. */
export { SellerProfileScreen, SELLER_NOT_FOUND_TITLE, type SellerProfileScreenProps } from './SellerProfileScreen';
/** The seller directory: /users. */
export { SellersScreen } from './SellersScreen';
