import { useEffect, type RefObject } from 'react';

/*
 * A page rendered ahead of time shows its tabs and photo thumbnails before React has attached
 * their handlers, and a tap on them then does nothing. index.html's inline script keeps the last
 * tab or thumbnail tapped until the app is hydrated; the component that owns it replays the tap
 * once its own handlers are attached (parts of a page are hydrated one after another).
 */

/** What index.html's inline script and this module share on `window`. */
interface EarlyTapScope {
  /** Set once the app is hydrated: from then on taps have handlers and nothing is kept. */
  kampusHydrated?: boolean;
  /** The last tab or thumbnail tapped before that. */
  kampusEarlyTap?: Element;
}

const scope = () => window as EarlyTapScope;

/** The app is hydrated: stop keeping taps (app/main.tsx, once its root has mounted). */
export function useHydrationMark(): void {
  useEffect(() => {
    scope().kampusHydrated = true;
  }, []);
}

/** Replays, once, a tap kept before hydration on an element inside `ref` (its handlers now attached). */
export function useEarlyTapReplay(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const target = scope().kampusEarlyTap;
    if (!(target instanceof HTMLElement) || !ref.current?.contains(target)) return;
    scope().kampusEarlyTap = undefined;
    if (target.getAttribute('aria-disabled') !== 'true') target.click();
  }, [ref]);
}
