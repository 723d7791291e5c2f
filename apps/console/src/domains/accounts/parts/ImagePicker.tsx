/**
 * A picture field of the onboarding form: jpg, jpeg or png up to 2 MB ('图片仅支持jpg/jpeg/png格式',
 * '文件大小不能超过2M'), sent to POST /base/file/upload; only the last chosen file is kept. The value is the
 * stored path; the picture shows back through a signed link.
 */
import { Button, Space } from '@arco-design/web-react';
import { UPLOAD } from '@port/config/constants';
import { useRef, useState } from 'react';
import { toast } from '../../../app/feedback';
import { useTr } from '../../../app/i18n';
import { uploadPicture } from '../api';
import { StoredImage } from './StoredImage';

export interface ImagePickerProps {
  value?: string | null;
  onChange?: (fileUrl: string | null) => void;
  disabled?: boolean;
  /** Names the hidden file input for tests and assistive tech. */
  label: string;
}

const ACCEPT = UPLOAD.onboardingImageTypes.map((e) => `.${e}`).join(',');

/** The client's checks before sending: the same as the server's (type, then size). */
export function pictureIssue(file: File): 'type' | 'size' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(UPLOAD.onboardingImageTypes as readonly string[]).includes(ext)) return 'type';
  if (file.size > UPLOAD.pictureMaxMb * 1024 * 1024) return 'size';
  return null;
}

export function ImagePicker({ value, onChange, disabled, label }: ImagePickerProps) {
  const t = useTr();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (files: FileList | null) => {
    // Only the last chosen file counts.
    const file = files?.[files.length - 1];
    if (input.current) input.current.value = '';
    if (!file) return;
    const issue = pictureIssue(file);
    if (issue === 'type') return toast('error', 'validation.imageTypeOnboarding');
    if (issue === 'size') return toast('error', 'validation.fileTooLarge', { n: UPLOAD.pictureMaxMb });
    setBusy(true);
    try {
      const stored = await uploadPicture(file);
      onChange?.(stored.fileUrl);
      toast('success', 'upload.success');
    } catch {
      // The error catalogue has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="accounts-picture">
      {value ? <StoredImage fileUrl={value} alt={label} /> : null}
      {disabled ? null : (
        <Space direction="vertical" size={4}>
          <input ref={input} type="file" accept={ACCEPT} aria-label={label} hidden onChange={(e) => void pick(e.target.files)} />
          <Button size="small" loading={busy} onClick={() => input.current?.click()}>
            {value ? t('accounts.checkIn.reupload') : t('accounts.checkIn.upload')}
          </Button>
          <span className="accounts-hint">{t('accounts.checkIn.uploadHint')}</span>
        </Space>
      )}
    </div>
  );
}

