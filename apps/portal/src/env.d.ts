/// <reference types="astro/client" />

declare module 'virtual:portal-messages/*' {
  /** Parts of one language's i18n resources (build/portal-messages.ts). */
  const messages: Record<string, unknown>;
  export default messages;
}

