import { Avatar, type AvatarPhoto } from '../Avatar';
import { Inline } from '../Inline';
import { RatingStars } from '../RatingStars';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './ReviewList.css';

export interface ReviewItem {
  id: string;
  authorName: string;
  authorAvatar: AvatarPhoto | null;
  /** Stars out of five. */
  rating: number;
  /** When it was written, as the reader reads dates ('December 5, 2030'). */
  date: string;
  text: string;
}

/** What buyers wrote, newest first: each with its author, stars and date, one under another. */
export function ReviewList({ reviews, 'aria-label': label }: { reviews: readonly ReviewItem[]; 'aria-label'?: string }) {
  return (
    <Stack as="ul" space="4" aria-label={label}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <Inline space="3">
            <Avatar name={review.authorName} photo={review.authorAvatar} size="sm" />
            <Text as="span" weight="semibold">
              {review.authorName}
            </Text>
            <RatingStars value={review.rating} size="sm" showValue={false} />
            <Text as="span" size="sm" tone="muted">
              {review.date}
            </Text>
          </Inline>
          <p>{review.text}</p>
        </li>
      ))}
    </Stack>
  );
}
