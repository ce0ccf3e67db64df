import * as v from 'valibot';
import type { AmountCheck } from './wallet';

/** The one field of an amount form. */
export const amountFields = ['amount'] as const;

/**
 * A form schema over one typed naira amount, read by one of the wallet's checks (deposit,
 * withdrawal): its output is the amount in kobo, its message the check's own.
 */
export function amountFormSchema(check: (text: string) => AmountCheck) {
  return v.object({
    amount: v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const read = check(dataset.value);
        if (read.error === undefined) return read.kobo;
        addIssue({ message: read.error });
        return NEVER;
      }),
    ),
  });
}
