/**
 * The /new/screen dashboard: a bundle of its own (echarts is loaded here and nowhere else). With base
 * '/new/screen/' its hashed files land in dist/assets/ and are served as /new/screen/assets/ by the api
 * (http/static.ts) or the edge.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// `.gz` / `.br` beside each file: the api and nginx (gzip_static) send them as they are.
import { precompress } from '../../scripts/precompress.mjs';

/** `pnpm dev` talks to the api that `npm start` runs. */
const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  // PORT_TIME_ZONE is the api's own variable: read from the same environment and root .env, one setting for both.
  envDir: '../..',
  envPrefix: ['VITE_', 'PORT_TIME_ZONE'],
  base: '/new/screen/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2020',
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5175,
    proxy: { '/new/api': { target: API_TARGET, ws: true, changeOrigin: true } },
  },
});
