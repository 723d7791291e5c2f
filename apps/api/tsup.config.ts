import { defineConfig } from 'tsup';

// One file for the server, one for the operators' data commands (cli/data.ts), and one for the worker thread that
// reads uploaded office files (lib/office-jobs.ts starts dist/office-worker.js); workspace packages are bundled in
// (they ship TypeScript source), npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts', 'office-worker': 'src/lib/office-worker.ts', data: 'src/cli/data.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@port\//],
});
