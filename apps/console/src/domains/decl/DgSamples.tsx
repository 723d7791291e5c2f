/**
 * The five example images of a dangerous-goods declaration (SPEC §1: "The user can open five example images"):
 * a filled-in declaration, a container packing certificate, placards on a container, a package's marks and labels
 * and the first page of a safety data sheet — drawn for the product (./samples), opened in Arco's viewer, which
 * zooms, rotates and pages through all five.
 */
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css';
import { useText } from '../../shared/entity/text';
import declaration from './samples/dg-declaration.svg?url';
import label from './samples/package-label.svg?url';
import packing from './samples/packing-certificate.svg?url';
import placards from './samples/placards.svg?url';
import sds from './samples/sds.svg?url';
import './decl.css';

export const DG_SAMPLES = [
  { key: 'declaration', src: declaration },
  { key: 'packing', src: packing },
  { key: 'placards', src: placards },
  { key: 'label', src: label },
  { key: 'sds', src: sds },
] as const;

export function DgSamples() {
  const t = useText();
  return (
    <section className="console-detail-section decl-samples" aria-label={t('decl.dg.samples.title')}>
      <h3 className="console-detail-section-title">{t('decl.dg.samples.title')}</h3>
      <p className="decl-samples-hint">{t('decl.dg.samples.hint')}</p>
      <Image.PreviewGroup infinite>
        <div className="decl-samples-list">
          {DG_SAMPLES.map((s) => (
            <figure key={s.key} className="decl-sample">
              <Image src={s.src} alt={t(`decl.dg.samples.${s.key}`)} width={132} height={132} style={{ objectFit: 'contain' }} />
              <figcaption>{t(`decl.dg.samples.${s.key}`)}</figcaption>
            </figure>
          ))}
        </div>
      </Image.PreviewGroup>
    </section>
  );
}
