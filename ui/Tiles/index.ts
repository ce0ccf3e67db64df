export { Tiles, type TilesProps, type TilesColumns } from './Tiles';
