/**
 * The image captcha of GET /code (SPEC §7): a button showing the picture, pressed to get a new one.
 * `img` is the server's base64 GIF without the data-URL prefix; while it loads the button keeps its size.
 */
export interface CaptchaImageProps {
  img: string | null | undefined;
  /** The accessible name, e.g. '图形验证码，点击刷新'. */
  label: string;
  /** The visible hint under the picture, e.g. '看不清？点击刷新'. */
  title?: string;
  onRefresh: () => void;
  width?: number;
  height?: number;
  className?: string;
}

export function CaptchaImage({ img, label, title, onRefresh, width = 120, height = 40, className }: CaptchaImageProps) {
  return (
    <button
      type="button"
      className={['ui-captcha', className ?? ''].filter(Boolean).join(' ')}
      aria-label={label}
      title={title ?? label}
      onClick={onRefresh}
      style={{ width, height }}
    >
      {img ? <img src={`data:image/gif;base64,${img}`} alt="" width={width} height={height} /> : null}
    </button>
  );
}
