/** Code 128 barcodes as PNG data URLs (jsbarcode on a canvas): scannable when printed at 1:1. */
import JsBarcode from 'jsbarcode';

export interface BarcodeOptions {
  /** Module (narrowest bar) width in CSS px; 2 prints at about 0.5 mm. */
  moduleWidth?: number;
  height?: number;
  /** Pixel density of the image (printers want more than the screen). */
  density?: number;
}

export interface BarcodeImage {
  src: string;
  /** Size in CSS px (the image has `density` times as many pixels). */
  width: number;
  height: number;
}

export function code128Image(value: string, options: BarcodeOptions = {}): BarcodeImage {
  const density = options.density ?? 3;
  const canvas = document.createElement('canvas');
  JsBarcode(canvas, value, {
    format: 'CODE128',
    width: (options.moduleWidth ?? 2) * density,
    height: (options.height ?? 80) * density,
    margin: 10 * density,
    displayValue: false,
    background: '#ffffff',
    lineColor: '#000000',
  });
  const image = { src: canvas.toDataURL('image/png'), width: canvas.width / density, height: canvas.height / density };
  canvas.width = 0;
  canvas.height = 0;
  return image;
}

/** Barcodes from the path segment /barcodeLifting/view/{barcodes}: comma, space or semicolon separated. */
export function parseBarcodes(segment: string, max = 200): string[] {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep the raw text
  }
  return [...new Set(text.split(/[\s,;，；]+/).map((s) => s.trim().toUpperCase()).filter((s) => /^[\x20-\x7e]{1,40}$/.test(s)))].slice(0, max);
}
