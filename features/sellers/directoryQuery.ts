/** The seller directory's state, all of it in the address: /users?search=&university=&type=&page=. */
export interface DirectoryState {
  search: string;
  university?: number;
  sellerType?: 'individual' | 'brand';
  page: number;
}

/** Sellers one page of the directory shows: three rows of four. */
export const DIRECTORY_PAGE_SIZE = 12;

/** Reads the directory's state from the address; anything odd reads as its default. */
export function directoryState(search: URLSearchParams): DirectoryState {
  const university = Number(search.get('university'));
  const type = search.get('type');
  const page = Number(search.get('page'));
  return {
    search: (search.get('search') ?? '').trim().slice(0, 100),
    university: Number.isInteger(university) && university > 0 ? university : undefined,
    sellerType: type === 'individual' || type === 'brand' ? type : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address's query for a state (defaults left out). */
export function directorySearch(state: DirectoryState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.search) query.set('search', state.search);
  if (state.university !== undefined) query.set('university', String(state.university));
  if (state.sellerType) query.set('type', state.sellerType);
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** The API path of a state's page: sellers?search=&university=&sellerType=&page=&pageSize=. */
export function directoryKey(state: DirectoryState): string {
  const query = new URLSearchParams();
  if (state.search) query.set('search', state.search);
  if (state.university !== undefined) query.set('university', String(state.university));
  if (state.sellerType) query.set('sellerType', state.sellerType);
  query.set('page', String(state.page));
  query.set('pageSize', String(DIRECTORY_PAGE_SIZE));
  return `sellers?${query}`;
}
