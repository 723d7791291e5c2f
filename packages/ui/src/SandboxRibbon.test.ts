import { describe, expect, it } from 'vitest';
import { ribbonText } from './SandboxRibbon';

describe('the sandbox ribbon', () => {
  it('names the sandboxes a production server runs, in the page\'s language', () => {
    expect(ribbonText({ production: true, sandboxes: ['bank', 'realauth'] }, 'en-US')).toEqual({
      label: 'Sandbox · bank payment / real-name check',
      title: 'Sandbox running (bank payment, real-name check): payments, verifications, text messages, receipts or invoice numbers here are not real',
    });
    expect(ribbonText({ production: true, sandboxes: ['customs'] }, 'zh-CN')?.label).toBe('沙箱 · 海关');
    expect(ribbonText({ production: true, sandboxes: ['sms'] }, 'zh-TW')?.label).toBe('沙盒 · 簡訊寄件匣');
    expect(ribbonText({ production: true, sandboxes: ['einvoice'] }, 'pt-BR')?.label).toBe('Sandbox · nota fiscal eletrônica');
    expect(ribbonText({ production: true, sandboxes: ['bank'] }, 'xx')?.label).toBe('沙箱 · 银行支付');
  });

  it('draws nothing outside production, or with no sandbox running', () => {
    expect(ribbonText({ production: false, sandboxes: ['bank', 'sms'] }, 'en-US')).toBeNull();
    expect(ribbonText({ production: true, sandboxes: [] }, 'en-US')).toBeNull();
  });
});
