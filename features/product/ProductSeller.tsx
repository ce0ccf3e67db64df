import { BadgeCheck, MapPin } from 'lucide-react';
import { paths } from '../../client';
import type { SellerSummary } from '../../contract';
import { Badge, Link, Stack, Text } from '../../ui';
import { VERIFIED_SELLER_LABEL } from '../catalogue';
import * as styles from './ProductScreen.css';

/**
 * Who sells the product and where, under its title: the name, 'Verified seller' when their
 * identity is checked (KYC approved), and their campus. A verified seller's name links to their
 * public profile, which only verified sellers have.
 */
export function ProductSeller({ seller }: { seller: SellerSummary }) {
  return (
    <Stack space="1">
      <p className={styles.bylineLine}>
        <span>Sold by</span>
        {seller.verified ? (
          <Link href={paths.sellerProfile(seller.id)} weight="semibold">
            {seller.name}
          </Link>
        ) : (
          <Text as="span" weight="semibold" tone="neutral">
            {seller.name}
          </Text>
        )}
        {seller.verified && (
          <Badge tone="positive" icon={<BadgeCheck size={14} aria-hidden="true" />}>
            {VERIFIED_SELLER_LABEL}
          </Badge>
        )}
      </p>
      {seller.university && (
        <p className={styles.bylineLine}>
          <MapPin size={16} aria-hidden="true" className={styles.bylineIcon} />
          <span>{seller.university}</span>
        </p>
      )}
    </Stack>
  );
}
