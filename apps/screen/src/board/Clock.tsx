import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

/** The wall clock; re-renders only itself every second. */
export function Clock() {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const t = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(t);
  }, []);
  return <time className="clock">{now.format('YYYY-MM-DD HH:mm:ss')}</time>;
}
