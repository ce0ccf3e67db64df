import { price, type PriceVariants } from './Price.css';

export interface PriceProps extends PriceVariants {
  /** The amount as written for people, '₦24,500': the feature formats it (`formatKobo` in contract/format.ts). */
  amount: string;
}

/** An amount of money written in naira, '₦24,500' (screen readers read the sign as naira). */
export function Price({ amount, size, tone, weight }: PriceProps) {
  return <span className={price({ size, tone, weight })}>{amount}</span>;
}
