import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import type { ErrorBody } from '../../contract';

/** The 400 body for failed validation: the first problem as the message, one message per field. */
export function validationErrorBody(issues: readonly v.BaseIssue<unknown>[]): ErrorBody {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {})) {
    const first = (messages as string[] | undefined)?.[0];
    if (first) errors[field] = first;
  }
  const message = flat.root?.[0] ?? Object.values(errors)[0] ?? issues[0]?.message ?? 'The request is not valid';
  return Object.keys(errors).length > 0 ? { message, errors } : { message };
}

/** Validates one part of the request with a contract schema; failures answer 400. */
export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(validationErrorBody(result.issues), 400);
    return undefined;
  });
}
