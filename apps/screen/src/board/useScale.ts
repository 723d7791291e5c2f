import { useEffect, useState } from 'react';

export const DESIGN = { width: 1920, height: 1080 } as const;

/** The factor that fits the 1920×1080 design inside the window, whole, without scrollbars. */
export function useScale(): number {
  const compute = () => Math.min(window.innerWidth / DESIGN.width, window.innerHeight / DESIGN.height);
  const [scale, setScale] = useState(compute);
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScale(compute()));
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return scale;
}
