/** @arco-design/color ships without types; only what the theme uses is declared. */
declare module '@arco-design/color' {
  export function generate(
    color: string,
    options: { list: true; dark?: boolean; format?: 'hex' | 'rgb' | 'hsl' },
  ): string[];
  export function generate(
    color: string,
    options?: { index?: number; dark?: boolean; format?: 'hex' | 'rgb' | 'hsl' },
  ): string;
  /** '22,93,255' for '#165DFF'. */
  export function getRgbStr(color: string): string;
}
