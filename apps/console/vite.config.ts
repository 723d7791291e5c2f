/**
 * The business centre bundle. Served under /new/ by the api (index.html for every console path) or a CDN;
 * hashed files go to dist/console-assets/ so the edge can cache them forever without clashing with the
 * portal's _astro/ and the screen's screen/assets/. Pages are split per route (lazy imports in
 * src/routing/pages.ts), Arco styles are imported per component, so /new/home loads only the shell.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `pnpm dev` talks to the api that `npm start` runs. */
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  base: '/new/',
  plugins: [react()],
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
