import { defineConfig } from 'tsup';

// One file for the server; workspace packages are bundled in (they ship TypeScript source),
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@port\//],
});
