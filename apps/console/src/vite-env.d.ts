/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the app version sent in the `version` header. */
  readonly VITE_APP_VERSION?: string;
  /** The port's time zone every time is shown in (PORT_TIME_ZONE); Asia/Shanghai when unset. */
  readonly PORT_TIME_ZONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** operationId → [HTTP method, path] of the contract (vite.config.ts operationsModule). */
declare module 'virtual:operations' {
  const operations: Readonly<Record<string, readonly [string, string]>>;
  export default operations;
}

/** Per language, the loader of each domain namespace's texts (vite.config.ts domainTextsModule). */
declare module 'virtual:domain-texts/index' {
  const loaders: Readonly<Record<string, Readonly<Record<string, () => Promise<{ default: ReadonlyArray<Readonly<Record<string, unknown>>> }>>>>>;
  export default loaders;
}

/**
 * The domains' texts (vite.config.ts domainTextsModule, from src/app/domain-texts.ts): `<language>` the shell's
 * namespaces, `<language>/<namespace>` one domain's.
 */
declare module 'virtual:domain-texts/*' {
  const texts: ReadonlyArray<Readonly<Record<string, unknown>>>;
  export default texts;
}
