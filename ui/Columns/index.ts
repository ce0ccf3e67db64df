export { Columns, Column, type ColumnsProps, type ColumnProps } from './Columns';
export type { ColumnWidth } from './columnTemplate';
