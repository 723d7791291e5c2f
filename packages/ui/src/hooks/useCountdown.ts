/**
 * A seconds countdown, e.g. the SMS-code button's "resend in N s" after a code was sent: `start(n)` sets
 * it to n and it falls by one a second down to 0. One timer at a time, cleared on unmount.
 */
import { useEffect, useState } from 'react';

export function useCountdown(): [seconds: number, start: (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  return [seconds, setSeconds];
}
