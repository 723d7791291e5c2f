// One lint setup for the whole repo; each workspace runs `eslint .` and finds this file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Status codes come from their flow or contract through named constants (DISPATCH, TRUCK_ORDER, AUTH in @port/sdk),
 * never as literals: a two-digit code ('00'–'09') compared with a status in SQL, in a Kysely where/on, in a
 * comparison or in JSX is refused. Migrations and seeds are history and data, not rules: they keep their literals.
 */
const STATUS_CODE = '/^0[0-9]$/';
const STATUS = '/status$/i';
const statusLiteral = (what) => `A ${what} status literal: name the code through its flow or contract constant (e.g. DISPATCH.sent, TRUCK_ORDER.saved, AUTH.verified).`;
const STATUS_LITERALS = [
  { selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/status\\s*(=|<>|!=|in\\s*\\()\\s*'0[0-9]'/i]", message: statusLiteral('SQL') },
  { selector: `CallExpression[callee.property.name=/^(where|on)$/][arguments.0.value=${STATUS}] > Literal[value=${STATUS_CODE}]`, message: statusLiteral('where()') },
  { selector: `CallExpression[callee.property.name=/^(where|on)$/][arguments.0.value=${STATUS}] > ArrayExpression > Literal[value=${STATUS_CODE}]`, message: statusLiteral('where()') },
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name=${STATUS}], [left.name=${STATUS}], [right.property.name=${STATUS}], [right.name=${STATUS}]) > Literal[value=${STATUS_CODE}]`,
    message: statusLiteral('compared'),
  },
  { selector: `JSXAttribute Literal[value=${STATUS_CODE}]`, message: statusLiteral('JSX') },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/generated/**',
      '**/.astro/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/migrations/**', '**/migration*.ts', '**/*seed*.ts', '**/seed/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...STATUS_LITERALS] },
  },
);
