import { Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { swrConfig } from '../../client';

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
