export { AmountList, type AmountListProps, type AmountRow } from './AmountList';
