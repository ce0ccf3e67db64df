import { formatShortDate, type SellerTrust } from '../../contract';
import { Heading, TrustFigures } from '../../ui';

/**
 * The seller's track record in the Seller Info tab. Loaded when the tab opens (ProductTabs), so
 * a first visit to a product does not download it.
 */
export function SellerRecord({ trust }: { trust: SellerTrust }) {
  return (
    <>
      <Heading level={2} id="product-seller-record" size="md" weight="semibold">
        Track record
      </Heading>
      <TrustFigures {...trust} memberSince={formatShortDate(trust.memberSince)} aria-labelledby="product-seller-record" />
    </>
  );
}
