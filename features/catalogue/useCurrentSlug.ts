import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A listing asked for by an old slug is answered under its current one: the address is then
 * replaced with the current one (query and hash kept), and the listing is cached under it first
 * (`prime`) so the page does not load it again.
 */
export function useCurrentSlug<Listing extends { slug: string }>(
  slug: string,
  listing: Listing | undefined,
  prime: (listing: Listing) => void,
  pathOf: (slug: string) => string,
): void {
  const navigate = useNavigate();
  const location = useLocation();
  const currentSlug = listing?.slug;
  useEffect(() => {
    if (!listing || currentSlug === undefined || currentSlug === slug) return;
    prime(listing);
    void navigate(`${pathOf(currentSlug)}${location.search}${location.hash}`, { replace: true });
  }, [listing, currentSlug, slug, prime, pathOf, navigate, location.search, location.hash]);
}
