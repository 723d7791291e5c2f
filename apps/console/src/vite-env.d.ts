/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the app version sent in the `version` header. */
  readonly VITE_APP_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
