import type { ReactNode } from 'react';
import type { Space } from '../Box';
import { Card } from '../Card';
import { Skeleton, SkeletonRegion } from '../Skeleton';
import { Stack } from '../Stack';

export interface SkeletonCardsProps {
  /** What is loading, for screen readers: 'Loading your messages'. */
  label: string;
  /** How many placeholder cards. Default 3. */
  count?: number;
  /** Space between the cards, as between the loaded ones. Default '3'. */
  space?: Space;
  /** The inside of one card, in the shape of a loaded row. Default three lines of text. */
  children?: ReactNode;
}

/** A list of cards loading: grey cards in the shape of its rows, in a region that says what is loading. */
export function SkeletonCards({ label, count = 3, space = '3', children = <Skeleton lines={3} /> }: SkeletonCardsProps) {
  return (
    <SkeletonRegion label={label}>
      <Stack space={space}>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} padding="sm">
            {children}
          </Card>
        ))}
      </Stack>
    </SkeletonRegion>
  );
}
