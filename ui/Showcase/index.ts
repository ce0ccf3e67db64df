export { Showcase, ShowcaseSkeleton, type ShowcaseMediaWidth, type ShowcaseProps } from './Showcase';
export { LoadedPage, type LoadedPageProps, type Missing } from './LoadedPage';
