/** The public seller profile: /seller/{id}. */
export { SellerProfileScreen, SELLER_NOT_FOUND_TITLE, type SellerProfileScreenProps } from './SellerProfileScreen';
