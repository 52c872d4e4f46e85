// The clock for one timer's display: Date.now() every 10 ms while it runs, still when it does not, so
// a stopped timer (and the rest of the page) is not redrawn a hundred times a second.
import { useEffect, useState } from 'react';

const TICK_MS = 10;

export function useTickingNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const interval = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(interval);
  }, [running]);
  return now;
}
