import { formatKobo } from '../format';
import { price, type PriceVariants } from './Price.css';

export interface PriceProps extends PriceVariants {
  /** The amount in KOBO, a whole number (₦1 = 100 kobo): 2450000 shows '₦24,500'. */
  amountKobo: number;
}

/** An amount of money written in naira, '₦24,500' (screen readers read the sign as naira). */
export function Price({ amountKobo, size, tone, weight }: PriceProps) {
  return <span className={price({ size, tone, weight })}>{formatKobo(amountKobo)}</span>;
}
