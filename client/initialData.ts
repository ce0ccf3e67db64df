import { createContext, useContext } from 'react';
import { INITIAL_DATA_ELEMENT_ID } from '../contract';

/*
 * Data a page arrived with: the server renders some pages with the answers their first requests
 * would get (a product page with its product) and writes those answers into the page, by API
 * path, in a JSON script (INITIAL_DATA_ELEMENT_ID). `useApi` starts from them, so the page
 * hydrates showing what the server rendered and its first request is not waited for; SWR still
 * revalidates.
 */

/** Payloads (`data` of the answer) by API path, e.g. `products/iphone-12-128gb`. */
export type InitialData = Readonly<Record<string, unknown>>;

const none: InitialData = Object.freeze({});

export const InitialDataContext = createContext<InitialData>(none);

/** The initial data written into the page; none when there is none or it cannot be read. */
export function readInitialData(doc: Document = document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return none;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as InitialData) : none;
  } catch {
    return none;
  }
}

/** The payload the page arrived with for `path`, if any. */
export function useInitialData(path: string | null): unknown {
  const initial = useContext(InitialDataContext);
  return path === null ? undefined : initial[path];
}
