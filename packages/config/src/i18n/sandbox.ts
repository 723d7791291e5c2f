/**
 * The "sandbox" ribbon every front end draws while a production server runs a built-in sandbox (ALLOW_SANDBOX;
 * GET /health/sandboxes). A small module of its own: the screen shows it without loading the central catalogue.
 */
import type { Language } from '../constants';

const zhCN = {
  ribbon: '沙箱',
  /** The ribbon's full text: which sandboxes run, and what that means. */
  title: '沙箱运行中（{{names}}）：这些环节的付款、认证、短信、回执或发票号并非真实产生',
  names: { bank: '银行支付', realauth: '实名认证', sms: '短信发件箱', customs: '海关', einvoice: '电子发票' },
};

export type SandboxTexts = typeof zhCN;

export const sandboxTexts: Record<Language, SandboxTexts> = {
  'zh-CN': zhCN,
  'en-US': {
    ribbon: 'Sandbox',
    title: 'Sandbox running ({{names}}): payments, verifications, text messages, receipts or invoice numbers here are not real',
    names: { bank: 'bank payment', realauth: 'real-name check', sms: 'SMS outbox', customs: 'customs', einvoice: 'e-invoicing' },
  },
  'zh-TW': {
    ribbon: '沙盒',
    title: '沙盒運行中（{{names}}）：這些環節的付款、認證、簡訊、回執或發票號碼並非真實產生',
    names: { bank: '銀行付款', realauth: '實名認證', sms: '簡訊寄件匣', customs: '海關', einvoice: '電子發票' },
  },
  'pt-BR': {
    ribbon: 'Sandbox',
    title: 'Sandbox em execução ({{names}}): pagamentos, verificações, SMS, recibos ou números de nota fiscal aqui não são reais',
    names: { bank: 'pagamento bancário', realauth: 'verificação de identidade', sms: 'caixa de saída de SMS', customs: 'alfândega', einvoice: 'nota fiscal eletrônica' },
  },
};
