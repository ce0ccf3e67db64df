export { Price, type PriceProps } from './Price';
export { type PriceVariants } from './Price.css';
