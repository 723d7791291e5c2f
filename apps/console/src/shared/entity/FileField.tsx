/**
 * A document field of a described entity (kind 'file'): chosen here, sent to POST /base/file/upload under the
 * field's upload purpose (the server's upload rules: type by content, size), kept as the stored path; shown as a
 * link that opens the file through the record's signed link. The same client checks as the server's first.
 */
import { Button, Space } from '@arco-design/web-react';
import { UPLOAD } from '@port/config/constants';
import { useRef, useState } from 'react';
import { api, unwrap } from '../../app/api';
import { toast } from '../../app/feedback';
import type { FieldSpec } from './sdk';
import { useText } from './text';

const ACCEPT = '.pdf,.jpg,.jpeg,.png';
/** A picture field (upload.image): raster images only, within the picture size; the server's rules decide in the end. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/** Where a picture field's current value can be seen: the file just chosen, the record's signed link, or a /new/ path as written. */
export function previewOf(value: string | null | undefined, link: string | undefined, local: string | null): string | null {
  if (local) return local;
  if (link) return link;
  return value && (value.startsWith('/') || value.startsWith('https://')) ? value : null;
}

async function uploadDocument(file: File, spec: FieldSpec): Promise<{ fileUrl: string; fileName: string }> {
  const form = new FormData();
  form.append('bizType', spec.upload?.bizType ?? 'common');
  if (spec.upload?.businessType) form.append('businessType', spec.upload.businessType);
  form.append('file', file);
  return unwrap(
    api.POST('/base/file/upload', {
      body: form as never,
      // The browser writes the multipart boundary itself.
      bodySerializer: (b: unknown) => b as FormData,
    }),
  ) as Promise<{ fileUrl: string; fileName: string }>;
}

export function FileControl({ spec, label, value, onChange, link }: { spec: FieldSpec; label: string; value?: string | null; onChange?: (v: string | null) => void; link?: string }) {
  const t = useText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const image = spec.upload?.image === true;

  const pick = async (files: FileList | null) => {
    const file = files?.[files.length - 1];
    if (input.current) input.current.value = '';
    if (!file) return;
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (image ? !IMAGE_EXTENSIONS.includes(ext) : !['pdf', 'jpg', 'jpeg', 'png'].includes(ext)) return toast('error', (image ? 'entityPage.imageType' : 'entityPage.fileType') as never);
    const maxMb = image ? UPLOAD.pictureMaxMb : UPLOAD.fileMaxMb;
    if (file.size > maxMb * 1024 * 1024) return toast('error', 'validation.fileTooLarge', { n: maxMb });
    setBusy(true);
    try {
      const stored = await uploadDocument(file, spec);
      setName(stored.fileName);
      if (image) setLocal(URL.createObjectURL(file));
      onChange?.(stored.fileUrl);
    } catch {
      // The error catalogue has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  const preview = image ? previewOf(value, link, local) : null;
  return (
    <Space size={8} wrap className="entity-file">
      {preview ? <img className="entity-file-preview" src={preview} alt={label} /> : null}
      <input ref={input} type="file" accept={image ? IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',') : ACCEPT} aria-label={label} hidden onChange={(e) => void pick(e.target.files)} />
      <Button size="small" loading={busy} onClick={() => input.current?.click()}>
        {value ? t('entityPage.fileReplace') : t('entityPage.fileChoose')}
      </Button>
      {name ? <span className="entity-file-name">{name}</span> : value && link ? <FileValue label={label} link={link} /> : value ? <span className="entity-file-name">{t('entityPage.fileAttached')}</span> : null}
    </Space>
  );
}

/** The document as shown in a detail: a link opening it (signed, short-lived), a picture shown, or nothing. */
export function FileValue({ label, link, image, value }: { label: string; link?: string | undefined; image?: boolean; value?: string | null }) {
  const t = useText();
  const picture = image ? previewOf(value, link, null) : null;
  if (picture) return <img className="entity-file-preview" src={picture} alt={label} />;
  if (!link) return null;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" aria-label={`${t('entityPage.fileOpen')} ${label}`}>
      {t('entityPage.fileOpen')}
    </a>
  );
}
