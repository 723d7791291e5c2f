/**
 * Writing a message: text (Enter sends, Shift+Enter a new line) and one attachment through the upload rules.
 * The message rule of @port/sdk/domains/chat runs before sending (the server runs the same); what was typed
 * stays when sending fails.
 */
import { Button, Input } from '@arco-design/web-react';
import { UPLOAD } from '@port/config/constants';
import { CHAT_MAX_LENGTH, validateChatMessage } from '@port/sdk/domains/chat';
import { useRef, useState } from 'react';
import { toast } from '../app/feedback';
import { useText } from '../shared/entity/text';
import { uploadChatFile } from './api';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif,.webp,.bmp,.doc,.docx,.xls,.xlsx,.zip';

export type Draft = { content: string; fileUrl: string | null; fileName: string | null };

export function Composer({ disabled, onSend }: { disabled?: boolean; onSend: (draft: Draft) => Promise<boolean> }) {
  const t = useText();
  const [content, setContent] = useState('');
  const [file, setFile] = useState<{ fileUrl: string; fileName: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'send' | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (chosen.size > UPLOAD.fileMaxMb * 1024 * 1024) return toast('error', 'validation.fileTooLarge', { n: UPLOAD.fileMaxMb });
    setBusy('upload');
    try {
      setFile(await uploadChatFile(chosen));
      setError(null);
    } catch {
      // The error catalogue has shown the server's reason (type or size).
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    if (busy) return;
    const failure = validateChatMessage({ content, fileUrl: file?.fileUrl ?? null });
    if (failure) return setError(t(failure.key, failure.params));
    setError(null);
    setBusy('send');
    const draft = { content: content.trim(), fileUrl: file?.fileUrl ?? null, fileName: file?.fileName ?? null };
    setContent('');
    setFile(null);
    // A failed send stays in the thread with 重试 (same clientMsgId), so nothing typed is lost.
    await onSend(draft);
    setBusy(null);
  };

  return (
    <div className="chat-composer">
      {file ? (
        <div className="chat-file">
          📎 {file.fileName}
          <Button size="mini" type="text" aria-label={t('chat.panel.removeAttachment')} onClick={() => setFile(null)}>×</Button>
        </div>
      ) : null}
      <Input.TextArea
        value={content}
        disabled={disabled}
        maxLength={CHAT_MAX_LENGTH}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t('chat.panel.placeholder')}
        aria-label={t('chat.panel.placeholder')}
        onChange={setContent}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      {error ? <div className="chat-error" role="alert">{error}</div> : null}
      <div className="chat-composer-actions">
        <input ref={input} type="file" accept={ACCEPT} hidden aria-label={t('chat.panel.attach')} onChange={(e) => void pick(e.target.files)} />
        <Button size="small" disabled={disabled} loading={busy === 'upload'} onClick={() => input.current?.click()}>
          {busy === 'upload' ? t('chat.panel.uploading') : t('chat.panel.attach')}
        </Button>
        <Button size="small" type="primary" disabled={disabled} loading={busy === 'send'} onClick={() => void submit()}>
          {t('chat.panel.send')}
        </Button>
      </div>
    </div>
  );
}
