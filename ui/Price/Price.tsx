import { formatNaira } from '../format';
import { price, type PriceVariants } from './Price.css';

export interface PriceProps extends PriceVariants {
  /** The amount in naira; kobo show only when there are any. */
  amount: number;
}

/** An amount in naira, written '₦24,500' (screen readers read the sign as naira). */
export function Price({ amount, size, tone, weight }: PriceProps) {
  return <span className={price({ size, tone, weight })}>{formatNaira(amount)}</span>;
}
