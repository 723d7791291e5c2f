/**
 * The SMS adapter. The built-in one writes each message to the outbox table (read by administrators
 * through GET /base/sms/outbox); a real provider would implement the same interface.
 */
import type { Schemas } from '@port/sdk/contract';
import type { AppServices } from '../../../services';

export type SmsScene = Schemas['SmsScene'];

export interface SmsMessage {
  mobile: string;
  scene: SmsScene;
  /** The code the message carries, when it carries one. */
  code: string | null;
  codeId: string | null;
  content: string;
}

export interface SmsAdapter {
  readonly name: string;
  /** Whether sent messages can be read back (the outbox endpoint exists only then). */
  readonly readable: boolean;
  send(services: AppServices, message: SmsMessage): Promise<void>;
}

export const outboxAdapter: SmsAdapter = {
  name: 'outbox',
  readable: true,
  async send(services, m) {
    await services.db
      .insertInto('sms_outbox')
      .values({ mobile: m.mobile, scene: m.scene, code: m.code, code_id: m.codeId, content: m.content, created_at: services.now() })
      .execute();
  },
};

/** The configured adapter. Only the outbox exists today; a provider would be chosen here from env. */
export const smsAdapter = (_services: AppServices): SmsAdapter => outboxAdapter;
