export { useHydrated } from './useHydrated';
export { useEarlyTapReplay, useHydrationMark } from './earlyTap';
