export { SkeletonCards, type SkeletonCardsProps } from './SkeletonCards';
