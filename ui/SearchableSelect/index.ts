export { SearchableSelect, type SearchableSelectProps } from './SearchableSelect';
export { filterOptions } from './filterOptions';
export { DeferredSearchableSelect } from './DeferredSearchableSelect';
