export { TrustFigures, NEW_SELLER_NOTE, type TrustFiguresProps } from './TrustFigures';
