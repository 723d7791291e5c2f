/** The board's palette: dark ground, high-contrast text, alarm levels in the colours operators expect. */
export const COLORS = {
  text: '#e6f1ff',
  muted: '#7f9cc4',
  grid: 'rgba(79, 209, 255, 0.12)',
  accent: '#4fd1ff',
  series: ['#4fd1ff', '#ffb547', '#ff6b6b', '#7ee081', '#a78bfa', '#f472b6', '#38bdf8'],
  level: { 1: '#7ee081', 2: '#ffb547', 3: '#ff5c5c' } as Record<number, string>,
} as const;

/** Axis text on a wall seen from a few metres. */
export const AXIS_FONT = 18;
