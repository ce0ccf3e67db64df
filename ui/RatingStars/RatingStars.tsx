import { Star } from 'lucide-react';
import * as styles from './RatingStars.css';
import { MAX_RATING, filledStars, formatRating, ratingLabel, reviewCountText } from './rating';

export interface RatingStarsProps extends styles.RatingStarsVariants {
  /** The average rating, 0–5. */
  value: number;
  /** Shows '(12 reviews)' after the rating. */
  reviewCount?: number;
  /** `stars`: five stars, the rounded rating filled. `compact`: one star and the number (product cards). */
  variant?: 'stars' | 'compact';
  /** Shows the number beside the stars (always shown in `compact`). */
  showValue?: boolean;
}

/** A rating out of five: stars for the eye, 'Rated 4.3 out of 5' for screen readers. */
export function RatingStars({ value, reviewCount, variant = 'stars', showValue = true, size }: RatingStarsProps) {
  const filled = variant === 'compact' ? 1 : filledStars(value);
  const total = variant === 'compact' ? 1 : MAX_RATING;
  return (
    <span className={styles.root({ size })}>
      <span role="img" aria-label={ratingLabel(value)} className={styles.stars}>
        {Array.from({ length: total }, (_, index) => {
          const isFilled = index < filled;
          return (
            <Star
              key={index}
              aria-hidden="true"
              className={isFilled ? styles.filledStar : styles.emptyStar}
              fill={isFilled ? 'currentColor' : 'none'}
              strokeWidth={isFilled ? 1.5 : 2}
            />
          );
        })}
      </span>
      {(showValue || variant === 'compact') && (
        <span aria-hidden="true" className={styles.value}>
          {formatRating(value)}
        </span>
      )}
      {reviewCount !== undefined && <span className={styles.count}>{reviewCountText(reviewCount)}</span>}
    </span>
  );
}
