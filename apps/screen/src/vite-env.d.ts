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
