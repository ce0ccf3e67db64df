/** Selling: the seller's Listings, and the product and ticket forms that create and edit them. */
export { ListingsScreen, deletedMessage } from './ListingsScreen';
export { CreateListingScreen, EditListingScreen } from './ListingFormScreens';
export { ProductForm, PRODUCT_LISTED_MESSAGE } from './ProductForm';
export { TicketForm, TICKET_CREATED_MESSAGE } from './TicketForm';
