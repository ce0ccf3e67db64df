export { RatingStars, type RatingStarsProps } from './RatingStars';
export { MAX_RATING, filledStars, formatRating, normalizeRating, ratingLabel, reviewCountText } from './rating';
