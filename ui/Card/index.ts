export { Card, CardLink, type CardProps, type CardLinkProps } from './Card';
export { type CardVariants } from './Card.css';
