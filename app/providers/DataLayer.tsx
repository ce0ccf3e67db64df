import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { http, swrConfig } from '../../client';

/**
 * SWR's settings for the pages that read data (the default fetcher, no refetch on focus). A
 * layout route loaded with those pages, so the auth pages' first visit does not download SWR.
 * These pages call the API as soon as they render: ky, which the client loads with the first
 * request, starts downloading now, beside the page's own code, rather than after it.
 */
export default function DataLayer() {
  useEffect(() => {
    void http().catch(() => undefined);
  }, []);
  return (
    <SWRConfig value={swrConfig}>
      <Outlet />
    </SWRConfig>
  );
}
