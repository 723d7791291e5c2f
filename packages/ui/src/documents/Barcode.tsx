import { useMemo } from 'react';
import { code128Image } from './barcode';

/** One container barcode: the Code 128 image with its number printed under it. */
export function Barcode({ value, invalidText }: { value: string; invalidText?: string | null }) {
  const image = useMemo(() => code128Image(value), [value]);
  return (
    <figure className="port-barcode" data-barcode={value}>
      <img src={image.src} width={image.width} height={image.height} alt={value} />
      <figcaption>{value}</figcaption>
      {invalidText ? <div className="port-barcode-warning">{invalidText}</div> : null}
    </figure>
  );
}
