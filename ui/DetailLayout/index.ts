export { DetailLayout, DetailLayoutSkeleton, type DetailLayoutProps } from './DetailLayout';
export { DetailPage, type DetailPageProps } from './DetailPage';
