export { PageBlock, type PageBlockProps } from './PageBlock';
