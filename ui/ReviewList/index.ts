export { ReviewList, type ReviewItem } from './ReviewList';
