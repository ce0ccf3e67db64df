export { ListRow, ListRows, ListRowsSkeleton, type ListRowKind, type ListRowProps, type ListRowsProps } from './ListRow';
