/**
 * Shows converted HTML of an untrusted file in a frame that can do nothing: sandbox with no permissions
 * (no script, no forms, no popups, no navigation, a unique origin) and a CSP that loads nothing from
 * anywhere (images only as data:). The server has sanitised the HTML already; this is the second wall.
 */
const FRAME_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";
const FRAME_STYLE = `body{margin:16px 24px;font:14px/1.6 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1d2129}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #c9cdd4;padding:4px 8px}img{max-width:100%}`;

export function frameDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;
}

export function SandboxedHtml({ html, title, height = 640 }: { html: string; title: string; height?: number }) {
  return (
    <iframe
      className="port-sandboxed-html"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={frameDocument(html)}
      style={{ width: '100%', height, border: '1px solid #e5e6eb', background: '#fff' }}
    />
  );
}
