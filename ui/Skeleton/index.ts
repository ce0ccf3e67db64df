export { Skeleton, SkeletonRegion, type SkeletonProps, type SkeletonRegionProps } from './Skeleton';
export { placeholder as skeletonPlaceholder } from './Skeleton.css';
