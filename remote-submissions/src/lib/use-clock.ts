import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The current time, moved on once a minute, so "Due in …" counts down while the list is open. */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(new Date()), MINUTE);
    return () => window.clearInterval(tick);
  }, []);
  return now;
}
