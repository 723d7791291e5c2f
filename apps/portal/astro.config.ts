import react from '@astrojs/react';
import { defineConfig, passthroughImageService } from 'astro/config';
import { noPreloadHelper } from './build/no-preload-helper';
import { portalMessages } from './build/portal-messages';
import { precompress } from './build/precompress';

const SHARED =
  /\/apps\/portal\/src\/(?:lib\/|features\/news\/api\.ts$)|\/packages\/sdk\/src\/|\/packages\/config\/src\/(?!site\.ts$)|\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:openapi-fetch|uuid|nanostores|@nanostores\/react|react|react-dom|scheduler|@astrojs\/react)\/|virtual:portal-messages\/zh-CN\/common\.guest,/;
/** The islands of the portal home, loaded together. */
const HOME = /\/src\/features\/(?:home\/(?!UserCard)|login\/(?:LoginForm|api|messages)|account\/useAccountForm)|\/packages\/ui\/src\/(?:Field|CaptchaImage)\.tsx$/;
/**
 * Rules only the public search uses (container numbers, its input modifiers). Named here so they go in a chunk of
 * their own: a module left unnamed is pulled into the shared chunk with the SDK index that re-exports it.
 */
const SEARCH = /\/packages\/sdk\/src\/rules\/(?:container|modifiers)\.ts$/;
const ON_DEMAND = /\/lib\/(?:i18n\/apply|hash|links|session-actions|api-events-render|notify)\.ts$|\/packages\/sdk\/src\/(?:crypto|ws)\.ts$|\/packages\/config\/src\/i18n\//;

/**
 * The public portal: static HTML under /new/ with React islands where the page is interactive.
 * The api server (apps/api/src/http/static.ts) or a CDN serves dist/, trying <path>, <path>/index.html, <path>.html.
 */
export default defineConfig({
  base: '/new',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  // Pictures are small SVGs served as they are: no sharp, no transformation.
  image: { service: passthroughImageService() },
  integrations: [
    // The islands are React components (the owner's design card names react, react-dom and @astrojs/react).
    react(),
    {
      name: 'portal-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'demand', entrypoint: './build/directives/demand.ts' });
        },
      },
    },
    precompress(),
  ],
  devToolbar: { enabled: false },
  vite: {
    plugins: [portalMessages(), noPreloadHelper()],
    // One React for the page: the islands, @port/ui (which peers react) and the renderer share it.
    resolve: { dedupe: ['react', 'react-dom'] },
    build: {
      assetsInlineLimit: 0,
      modulePreload: false,
      rollupOptions: {
        // The workspace packages are libraries without import-time effects: a module none of whose exports
        // is used can go (e.g. the onboarding rules that @port/sdk/rules re-exports beside the login rules).
        treeshake: { moduleSideEffects: (id) => !/\/packages\/(?:sdk|config|ui)\/src\//.test(id) },
        // What every page loads goes in one chunk rather than a dozen tiny ones (each costs a request and
        // its own import header). Modules loaded on demand stay out of it.
        output: {
          manualChunks: (id) => (ON_DEMAND.test(id) ? undefined : SEARCH.test(id) ? 'search' : SHARED.test(id) ? 'portal' : HOME.test(id) ? 'home' : undefined),
        },
      },
    },
    server: { proxy: { '/new/api': { target: 'http://localhost:8080', ws: true } } },
  },
});
