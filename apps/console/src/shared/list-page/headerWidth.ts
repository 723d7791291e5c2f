/**
 * Column widths that keep every header word whole. A list's columns name widths in pixels chosen for zh-CN; an
 * English or Portuguese header can hold a word wider than that ("discharge", "Quantidade"), and with the table's
 * fixed layout the browser then breaks the word ("discharg/e"). A column is widened to its header's longest word,
 * measured in the page's own font; headers still wrap between words.
 */
import type { TableColumnProps } from '@arco-design/web-react';

/** Arco's header cell: 16 px padding a side, plus the sort arrows when the column sorts. */
const CELL_PADDING = 32;
const SORTER_WIDTH = 20;
/** Arco draws headers at 14 px, weight 500 (mini tables at 12 px: there the width is a little generous). */
const HEADER_SIZE = '14px';
const HEADER_WEIGHT = 500;

let context: CanvasRenderingContext2D | null | undefined;

function textWidth(text: string, weight: number, size: string): number {
  if (context === undefined) {
    // jsdom (unit tests) has no canvas: there the estimate below serves.
    context = typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent) ? null : document.createElement('canvas').getContext('2d');
  }
  if (!context) return text.length * 8;
  const body = getComputedStyle(document.body);
  // In the body's font; at the size of what is measured (the body's 12 px is not the headers' 14 px).
  context.font = `${weight} ${size} ${body.fontFamily}`;
  return context.measureText(text).width;
}

/** The width a header needs so that none of its words breaks. */
export function headerWordWidth(title: string, sorts = false): number {
  const widest = Math.max(0, ...title.split(/\s+/).filter(Boolean).map((word) => textWidth(word, HEADER_WEIGHT, HEADER_SIZE)));
  return Math.ceil(widest) + CELL_PADDING + (sorts ? SORTER_WIDTH : 0);
}

/** The column, widened when its header's longest word would not fit its named width. */
export function fitHeader<T>(column: TableColumnProps<T>): TableColumnProps<T> {
  if (typeof column.title !== 'string' || typeof column.width !== 'number') return column;
  const need = headerWordWidth(column.title, Boolean(column.sorter));
  return need > column.width ? { ...column, width: need } : column;
}

/** Every column of a table fitted, grouped columns' children included. */
export function fitColumns<T>(columns: readonly TableColumnProps<T>[]): TableColumnProps<T>[] {
  return columns.map((column) => {
    const fitted = fitHeader(column);
    return fitted.children ? { ...fitted, children: fitColumns(fitted.children) } : fitted;
  });
}

/** Arco's small tag: 12 px text, 8 px padding a side and its border. */
const TAG_PADDING = 18;

/** The width a column needs to show these labels as small tags on one line (a tag does not wrap). */
export function tagColumnWidth(labels: readonly string[]): number {
  const widest = Math.max(0, ...labels.map((label) => textWidth(label, 400, '12px')));
  return Math.ceil(widest) + TAG_PADDING + CELL_PADDING;
}

/** The width a column needs so that no word of these cell texts (14 px, as Arco draws cells) breaks. */
export function cellWordWidth(texts: readonly string[]): number {
  const widest = Math.max(0, ...texts.flatMap((text) => text.split(/\s+/).filter(Boolean)).map((word) => textWidth(word, 400, '14px')));
  return Math.ceil(widest) + CELL_PADDING;
}
