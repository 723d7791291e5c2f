/** A stored (private) picture, shown through the signed link of GET /base/file/queryFileUrl. */
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css';
import { useEffect, useState } from 'react';
import { useTr } from '../../../app/i18n';
import { fileLink } from '../api';

export function StoredImage({ fileUrl, alt }: { fileUrl: string | null | undefined; alt: string }) {
  const t = useTr();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    if (fileUrl) {
      fileLink(fileUrl)
        .then((link) => live && setSrc(link.url))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [fileUrl]);
  if (!fileUrl) return <span className="accounts-hint">{t('accounts.checkIn.noImage')}</span>;
  return <Image width={120} height={90} src={src ?? undefined} alt={alt} className="accounts-image" preview={!!src} />;
}
