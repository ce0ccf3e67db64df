import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { slugField } from '../../contract';
import { errorMessage } from '../../client';
import { checkSlugAvailability } from './api';

export const SLUG_CHECK_DELAY_MS = 400;

export type SlugCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken'; suggestion: string | null }
  | { state: 'failed'; message: string };

const slugRule = slugField('Custom URL');

/**
 * Whether a custom URL is free, asked of the server once typing pauses. Nothing is asked for
 * an empty or malformed URL (the form says what is wrong on submit), nor for the event's own.
 */
export function useSlugAvailability(slug: string, ownSlug?: string): SlugCheck {
  // The last answer, with the URL it was about: an answer about another URL reads as 'checking'.
  const [answer, setAnswer] = useState<{ slug: string; check: SlugCheck } | null>(null);
  const parsed = v.safeParse(slugRule, slug);
  const wanted = parsed.success ? parsed.output : null;
  const needed = wanted !== null && wanted !== ownSlug;

  useEffect(() => {
    if (!needed || !wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkSlugAvailability(wanted, controller.signal).then(
        (found) =>
          setAnswer({
            slug: wanted,
            check: found.available ? { state: 'available' } : { state: 'taken', suggestion: found.suggestion },
          }),
        (error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ slug: wanted, check: { state: 'failed', message: errorMessage(error) } });
        },
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needed, wanted]);

  if (!needed) return { state: 'idle' };
  return answer?.slug === wanted ? answer.check : { state: 'checking' };
}
