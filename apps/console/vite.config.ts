/**
 * The business centre bundle. Served under /new/ by the api (index.html for every console path) or a CDN;
 * hashed files go to dist/console-assets/ so the edge can cache them forever without clashing with the
 * portal's _astro/ and the screen's screen/assets/. Pages are split per route (lazy imports in
 * src/routing/pages.ts), Arco styles are imported per component (arcoStyles below), so /new/home loads only the shell.
 */
import spec from '@port/sdk/openapi.json' with { type: 'json' };
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
// `.gz` / `.br` beside each file: the api and nginx (gzip_static) send them as they are.
import { precompress } from '../../scripts/precompress.mjs';

/** `pnpm dev` talks to the api that `npm start` runs. */
const API_TARGET = 'http://localhost:8080';

const OPERATIONS_ID = 'virtual:operations';

/**
 * `virtual:operations`: operationId → [method, path] of the contract, so the shared entity pages call the
 * operations a description names without shipping the 600 kB openapi.json (the map is a few kB).
 */
function operationsModule(): Plugin {
  return {
    name: 'port-operations',
    resolveId: (source) => (source === OPERATIONS_ID ? `\0${OPERATIONS_ID}` : undefined),
    load(id) {
      if (id !== `\0${OPERATIONS_ID}`) return undefined;
      const map: Record<string, [string, string]> = {};
      for (const [path, item] of Object.entries(spec.paths as Record<string, Record<string, { operationId?: string }>>)) {
        for (const [method, op] of Object.entries(item)) {
          if (op && typeof op === 'object' && op.operationId) map[op.operationId] = [method.toUpperCase(), path];
        }
      }
      return `export default ${JSON.stringify(map)};`;
    },
  };
}

const DOMAIN_TEXTS_ID = 'virtual:domain-texts/';
const DOMAIN_TEXTS_INDEX = `${DOMAIN_TEXTS_ID}index`;
const DOMAIN_TEXTS_SOURCE = fileURLToPath(new URL('./src/app/domain-texts.ts', import.meta.url));

interface DomainTextsSource {
  shellTexts: (language: string) => unknown;
  registeredTexts: (language: string) => unknown;
  namespaceTexts: (language: string, namespace: string) => unknown;
  domainNamespaces: () => string[];
  textLanguages: readonly string[];
}

/**
 * The domains' texts (src/app/domain-texts.ts), split so that each loads with what shows it:
 * `virtual:domain-texts/<language>` the shell's namespaces of a language, `virtual:domain-texts/<language>/<namespace>`
 * one domain's, and `virtual:domain-texts/index` the loaders of the latter per language (src/app/texts.ts). A build
 * evaluates the source once and writes each as plain data, one chunk each; the dev server imports the source
 * itself. Vitest (mode 'test') puts every namespace in the shell's module, since unit tests render pages
 * without the router that loads a domain's texts first.
 */
function domainTextsModule(): Plugin {
  let build = false;
  let test = false;
  let evaluated: Promise<DomainTextsSource> | undefined;
  const source = JSON.stringify(DOMAIN_TEXTS_SOURCE);
  const evaluate = () =>
    (evaluated ??= runnerImport<DomainTextsSource>(DOMAIN_TEXTS_SOURCE, {
      configFile: false,
      root: fileURLToPath(new URL('.', import.meta.url)),
      logLevel: 'warn',
    }).then((r) => r.module));
  return {
    name: 'port-domain-texts',
    configResolved: (config) => {
      build = config.command === 'build';
      test = config.mode === 'test';
    },
    // A build evaluates the texts before Rollup starts transforming: evaluated later, its module runner's requests
    // queue behind a thousand transforms in this same thread and, on a busy machine, pass the runner's fixed 60 s
    // timeout (a fresh `npm start` on 2 shared cores failed so).
    async buildStart() {
      if (build) await evaluate();
    },
    resolveId: (id) => (id.startsWith(DOMAIN_TEXTS_ID) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${DOMAIN_TEXTS_ID}`)) return undefined;
      const [language = '', namespace] = id.slice(DOMAIN_TEXTS_ID.length + 1).split('/');
      if (!build) {
        if (id === `\0${DOMAIN_TEXTS_INDEX}`) {
          if (test) return 'export default {};';
          return `import { domainNamespaces, namespaceTexts, textLanguages } from ${source};
export default Object.fromEntries(textLanguages.map((l) => [l, Object.fromEntries(domainNamespaces().map((ns) => [ns, () => Promise.resolve({ default: namespaceTexts(l, ns) })]))]));`;
        }
        if (namespace) return `import { namespaceTexts } from ${source};\nexport default namespaceTexts(${JSON.stringify(language)}, ${JSON.stringify(namespace)});`;
        return `import { ${test ? 'registeredTexts' : 'shellTexts'} as texts } from ${source};\nexport default texts(${JSON.stringify(language)});`;
      }
      const texts = await evaluate();
      if (id === `\0${DOMAIN_TEXTS_INDEX}`) {
        const namespaces = texts.domainNamespaces();
        const loaders = texts.textLanguages.map(
          (l) => `${JSON.stringify(l)}: {${namespaces.map((ns) => `${JSON.stringify(ns)}: () => import(${JSON.stringify(`${DOMAIN_TEXTS_ID}${l}/${ns}`)})`).join(', ')}}`,
        );
        return `export default {${loaders.join(',\n')}};`;
      }
      return `export default ${JSON.stringify(namespace ? texts.namespaceTexts(language, namespace) : texts.shellTexts(language))};`;
    },
  };
}

const ARCO_ES = join(dirname(createRequire(import.meta.url).resolve('@arco-design/web-react/package.json')), 'es');

/**
 * Arco's styles go with its components: a source file that imports `{ Table, … }` from '@arco-design/web-react'
 * also imports each one's `es/<Name>/style/css`, so its page's chunk carries them. Hand-kept style imports missed
 * some (车辆调度's table and 车辆轨迹's date picker showed unstyled when opened directly); the whole arco.css
 * would weigh 64 KB gz on /new/home.
 */
function arcoStyles(): Plugin {
  const styled = new Map<string, boolean>();
  const hasStyle = (name: string) => {
    if (!styled.has(name)) styled.set(name, /^[A-Z]\w*$/.test(name) && existsSync(join(ARCO_ES, name, 'style', 'css.js')));
    return styled.get(name)!;
  };
  return {
    name: 'port-arco-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes("'@arco-design/web-react'")) return undefined;
      const names = new Set<string>();
      for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@arco-design\/web-react'/g)) {
        for (const part of m[1]!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ') && hasStyle(name)) names.add(name);
        }
      }
      if (!names.size) return undefined;
      const imports = [...names].map((n) => `import '@arco-design/web-react/es/${n}/style/css';`).join('');
      return { code: imports + code, map: null };
    },
  };
}

export default defineConfig({
  // PORT_TIME_ZONE is the api's own variable: read from the same environment and root .env, one setting for both.
  envDir: '../..',
  envPrefix: ['VITE_', 'PORT_TIME_ZONE'],
  base: '/new/',
  plugins: [arcoStyles(), react(), operationsModule(), domainTextsModule(), precompress()],
  build: {
    outDir: 'dist',
    assetsDir: 'console-assets',
    target: 'es2020',
    cssCodeSplit: true,
    // dist/.vite/manifest.json: bench/console-size.bench.ts reads the first load of /new/home from it.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // React, the router and i18next change rarely: one long-cached chunk apart from the shell's code.
        manualChunks(id) {
          if (
            /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next)\//.test(
              id,
            )
          ) {
            return 'vendor';
          }
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/new/api': { target: API_TARGET, ws: true, changeOrigin: true } },
  },
});
