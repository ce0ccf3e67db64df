import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { http, swrConfig } from '../../client';

/**
 * These pages call the API as soon as they render: ky, which the client loads with the first
 * request, starts downloading as soon as this module runs, beside the page's own code, rather
 * than after it. (An effect would run only once the lazily loaded page below had arrived too.)
 */
void http().catch(() => undefined);

/**
 * SWR's settings for the pages that read data (the default fetcher, no refetch on focus). A
 * layout route loaded with those pages, so the auth pages' first visit does not download SWR.
 */
export default function DataLayer() {
  return (
    <SWRConfig value={swrConfig}>
      <Outlet />
    </SWRConfig>
  );
}
