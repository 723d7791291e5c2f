/**
 * The sandbox provider's hosted page, rendered per flow state: identity form, then confirmation (with the
 * callbacks signed at render time, fresh within the 5-minute window), then the outcome. It tells the page
 * that framed it (same origin) about each step through postMessage, so the frame's owner can refresh.
 */
import { API_BASE } from '@port/config/constants';
import { signCallback } from './signature';
import type { Flow } from './flows';
import { say, type Lang } from '../common/messages';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script>: '<' escaped so no text can close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface SandboxPrefill {
  name: string;
  companyName: string;
  creditCode: string;
}

const STYLE = `
  body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f6fa;color:#1d2129}
  main{max-width:520px;margin:32px auto;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.06);padding:28px 32px}
  h1{font-size:20px;margin:0 0 4px}.badge{display:inline-block;font-size:12px;color:#86909c;border:1px solid #e5e6eb;border-radius:10px;padding:0 8px}
  ol{display:flex;gap:8px;padding:0;margin:20px 0;list-style:none;counter-reset:s}
  ol li{flex:1;text-align:center;font-size:13px;color:#86909c;border-top:3px solid #e5e6eb;padding-top:6px}
  ol li.on{color:#244883;border-color:#244883;font-weight:600}
  label{display:block;margin:14px 0 4px;color:#4e5969}
  input{box-sizing:border-box;width:100%;height:34px;border:1px solid #c9cdd4;border-radius:4px;padding:0 10px;font-size:14px}
  input[readonly]{background:#f2f3f5}
  .row{display:flex;gap:12px;margin-top:24px}
  button{flex:1;height:36px;border:0;border-radius:4px;font-size:14px;cursor:pointer;background:#244883;color:#fff}
  button.ghost{background:#fff;color:#f53f3f;border:1px solid #f53f3f}
  button:disabled{opacity:.6;cursor:default}
  dl{display:grid;grid-template-columns:110px 1fr;gap:8px 12px;margin:16px 0}dt{color:#86909c}dd{margin:0}
  .msg{margin-top:12px;color:#f53f3f;min-height:20px}.done{font-size:16px;text-align:center;padding:24px 0}
  .ok{color:#00b42a}.bad{color:#f53f3f}`;

function frame(lang: Lang, flow: Flow, step: 0 | 1 | 2, body: string, script: string): string {
  const steps = [say(lang, 'accounts.realAuth.sandbox.stepIdentity'), say(lang, 'accounts.realAuth.sandbox.stepConfirm'), say(lang, 'accounts.realAuth.sandbox.stepDone')];
  const kind = say(lang, flow.kind === 'company' ? 'accounts.realAuth.sandbox.companyFlow' : 'accounts.realAuth.sandbox.personFlow');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(say(lang, 'accounts.realAuth.sandbox.title'))}</title><style>${STYLE}</style></head><body><main>
<h1>${esc(kind)}</h1><span class="badge">${esc(say(lang, 'accounts.realAuth.sandbox.badge'))}</span>
<ol>${steps.map((s, i) => `<li class="${i === step ? 'on' : ''}">${esc(s)}</li>`).join('')}</ol>
${body}<div class="msg" id="msg" role="alert"></div></main>
<script>${script}</script></body></html>`;
}

const COMMON_SCRIPT = (status: string) => `
const tell = (status) => { try { window.parent.postMessage({ type: 'realAuth', status }, location.origin); } catch (e) {} };
tell(${jsonForScript(status)});
const msg = document.getElementById('msg');
async function send(url, payload, button) {
  button.disabled = true; msg.textContent = '';
  try {
    const headers = { 'content-type': 'application/json', 'accept-language': document.documentElement.lang };
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload) });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) { msg.textContent = body.msg || res.statusText; button.disabled = false; return; }
    location.reload();
  } catch (e) { msg.textContent = String(e); button.disabled = false; }
}`;

export function identityPage(lang: Lang, flow: Flow, prefill: SandboxPrefill): string {
  const company = flow.kind === 'company';
  const field = (id: string, label: string, value: string) =>
    `<label for="${id}">${esc(label)}</label><input id="${id}" name="${id}" value="${esc(value)}" autocomplete="off">`;
  const body = `<form id="f">
${company ? field('companyName', say(lang, 'accounts.realAuth.sandbox.companyName'), prefill.companyName) : ''}
${company ? field('creditCode', say(lang, 'accounts.realAuth.sandbox.creditCode'), prefill.creditCode) : ''}
${field('name', say(lang, 'accounts.realAuth.sandbox.name'), prefill.name)}
${field('idCardNo', say(lang, 'accounts.realAuth.sandbox.idCardNo'), '')}
<div class="row"><button type="submit" id="next">${esc(say(lang, 'accounts.realAuth.sandbox.next'))}</button></div></form>`;
  const script = `${COMMON_SCRIPT('issued')}
document.getElementById('f').addEventListener('submit', (e) => {
  e.preventDefault();
  const data = Object.fromEntries(new FormData(e.target).entries());
  send(location.pathname, data, document.getElementById('next'));
});`;
  return frame(lang, flow, 0, body, script);
}

export function confirmPage(lang: Lang, flow: Flow, secret: string, now: Date): string {
  const id = flow.identity ?? { name: '', idCardNo: '' };
  const shopId = flow.shop_id ?? '';
  const signed = (status: 'success' | 'failed') => {
    const fields = { flowId: flow.flow_id, shopId, status, timestamp: String(now.getTime()) };
    return { ...fields, signature: signCallback(secret, fields) };
  };
  const row = (k: string, v: string | undefined) => (v ? `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>` : '');
  const masked = id.idCardNo.length > 7 ? `${id.idCardNo.slice(0, 3)}${'*'.repeat(id.idCardNo.length - 7)}${id.idCardNo.slice(-4)}` : id.idCardNo;
  const body = `<p>${esc(say(lang, 'accounts.realAuth.sandbox.confirmText'))}</p><dl>
${row(say(lang, 'accounts.realAuth.sandbox.companyName'), id.companyName)}
${row(say(lang, 'accounts.realAuth.sandbox.creditCode'), id.creditCode)}
${row(say(lang, 'accounts.realAuth.sandbox.name'), id.name)}
${row(say(lang, 'accounts.realAuth.sandbox.idCardNo'), masked)}</dl>
<div class="row"><button type="button" class="ghost" id="fail">${esc(say(lang, 'accounts.realAuth.sandbox.fail'))}</button>
<button type="button" id="ok">${esc(say(lang, 'accounts.realAuth.sandbox.authenticate'))}</button></div>`;
  const script = `${COMMON_SCRIPT('submitted')}
const callback = ${jsonForScript(`${API_BASE}/user/realAuth/callback`)};
const signed = ${jsonForScript({ success: signed('success'), failed: signed('failed') })};
document.getElementById('ok').addEventListener('click', (e) => send(callback, signed.success, e.target));
document.getElementById('fail').addEventListener('click', (e) => send(callback, signed.failed, e.target));`;
  return frame(lang, flow, 1, body, script);
}

export function outcomePage(lang: Lang, flow: Flow): string {
  const text =
    flow.status === 'success' ? `<p class="done ok">${esc(say(lang, 'accounts.realAuth.sandbox.success'))}</p>`
    : flow.status === 'failed' ? `<p class="done bad">${esc(say(lang, 'accounts.realAuth.sandbox.failure'))}</p>`
    : `<p class="done bad">${esc(say(lang, 'accounts.realAuth.sandbox.cancelled'))}</p>`;
  return frame(lang, flow, 2, text, COMMON_SCRIPT(flow.status));
}

export function missingPage(lang: Lang): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(say(lang, 'accounts.realAuth.sandbox.title'))}</title>
<style>${STYLE}</style></head><body><main><p class="done bad">${esc(say(lang, 'accounts.realAuth.sandbox.expired'))}</p></main></body></html>`;
}
