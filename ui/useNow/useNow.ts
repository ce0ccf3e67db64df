import { useEffect, useState } from 'react';

/** The current time, read again every `intervalMs`: what a countdown ("auto-completes in 41 h") is drawn from. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
