/** The built-in bank's hosted payment page (newBank sandbox): the order, Pay and Cancel. */
import { API_BASE } from '@port/config/constants';
import type { ServerLanguage } from '@port/config/server-messages';
import { clientText } from '../../lib/text';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
  body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#eef2f7;color:#1d2129}
  header{background:#7a1f2b;color:#fff;padding:14px 24px;font-size:18px;font-weight:600;letter-spacing:1px}
  main{max-width:480px;margin:32px auto;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px 28px}
  .badge{display:inline-block;font-size:12px;color:#86909c;border:1px solid #e5e6eb;border-radius:10px;padding:0 8px;margin-left:8px;vertical-align:middle}
  dl{display:grid;grid-template-columns:120px 1fr;gap:10px 12px;margin:16px 0}dt{color:#86909c}dd{margin:0;word-break:break-all}
  .amount{font-size:26px;font-weight:600;color:#7a1f2b}
  .row{display:flex;gap:12px;margin-top:24px}
  button{flex:1;height:40px;border:0;border-radius:4px;font-size:15px;cursor:pointer;background:#7a1f2b;color:#fff}
  button.ghost{background:#fff;color:#4e5969;border:1px solid #c9cdd4}button:disabled{opacity:.6;cursor:default}
  .msg{margin-top:12px;color:#f53f3f;min-height:20px}.done{font-size:16px;text-align:center;padding:24px 0}
  @media (max-width:520px){main{margin:0;border-radius:0;box-shadow:none}dl{grid-template-columns:96px 1fr}}`;

export interface BankPageOrder {
  orderNo: string;
  amountCents: number;
  status: string;
  companyName: string;
}

export function bankPage(lang: ServerLanguage, order: BankPageOrder, token: string): string {
  const t = (k: string) => esc(clientText(lang, `ledger.bank.${k}`));
  const yuan = (order.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const open = order.status === 'pending';
  const body = open
    ? `<div class="row"><button type="button" class="ghost" id="cancel">${t('cancel')}</button><button type="button" id="pay">${t('pay')}</button></div>`
    : `<p class="done">${t(order.status === 'paid' ? 'alreadyPaid' : 'alreadyCancelled')}</p>`;
  const script = open
    ? `const msg = document.getElementById('msg');
const url = ${json(`${API_BASE}/ledger/bank/sandbox/${order.orderNo}/confirm`)};
const token = ${json(token)};
async function decide(decision, button) {
  for (const b of document.querySelectorAll('button')) b.disabled = true;
  msg.textContent = '';
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang }, body: JSON.stringify({ token, decision }) });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) { msg.textContent = body.msg || res.statusText; for (const b of document.querySelectorAll('button')) b.disabled = false; return; }
    location.assign(body.result.returnUrl);
  } catch (e) { msg.textContent = String(e); for (const b of document.querySelectorAll('button')) b.disabled = false; }
}
document.getElementById('pay').addEventListener('click', (e) => decide('pay', e.target));
document.getElementById('cancel').addEventListener('click', (e) => decide('cancel', e.target));`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('title')}</title><style>${STYLE}</style></head><body><header>${t('bankName')}<span class="badge">${t('badge')}</span></header><main>
<h1 style="font-size:18px;margin:0">${t('heading')}</h1>
<dl><dt>${t('merchant')}</dt><dd>${t('merchantName')}</dd><dt>${t('payer')}</dt><dd>${esc(order.companyName)}</dd>
<dt>${t('orderNo')}</dt><dd id="orderNo">${esc(order.orderNo)}</dd><dt>${t('amount')}</dt><dd class="amount" id="amount">¥ ${esc(yuan)}</dd></dl>
${body}<div class="msg" id="msg" role="alert"></div></main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}

export function missingBankPage(lang: ServerLanguage): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(clientText(lang, 'ledger.bank.title'))}</title><style>${STYLE}</style></head>
<body><main><p class="done">${esc(clientText(lang, 'ledger.bank.expired'))}</p></main></body></html>`;
}
