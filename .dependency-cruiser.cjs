/**
 * Import rules checked by `pnpm cycles` (part of `pnpm lint` and of `npm test`): no module may import itself back through others.
 * A circle ties its files into one unit that can only be understood, tested and loaded whole (the last one ran
 * database.ts → migrations → every domain → database.ts). Type-only imports count: they are the design's arrows too.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a loop: move what both need into a third module.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|generated)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
