import { formatDateTime } from '@port/sdk';
import { useEffect, useState } from 'react';

/** The wall clock in the port's time zone (not the display's); re-renders only itself every second. */
export function Clock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return <time className="clock">{formatDateTime(now)}</time>;
}
