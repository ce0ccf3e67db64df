export { MediaItem, type MediaItemProps } from './MediaItem';
