// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import redos from 'eslint-plugin-redos';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { serverLayerZones } from './tooling/lint/server-layers.js';

const clientFeatures = readdirSync(new URL('./client/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The top-level boundaries, for every file. */
const boundaryZones = [
  // shared/ is pure domain code: it imports nothing of ours.
  { target: './shared', from: ['./server', './client', './e2e', './bench'] },
  { target: './server', from: ['./client'] },
  { target: './client', from: ['./server'] },
];

export default tseslint.config(
  { ignores: ['dist', '.tsbuild', 'coverage', 'node_modules', 'artifacts', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'shared/tsconfig.json',
            'server/tsconfig.json',
            'client/tsconfig.json',
            'tooling/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaryZones,
            // The client's layers run one way: app/ (routes, entry points) -> features/ ->
            // lib/ and components/ -> shared/.
            {
              target: ['./client/src/lib', './client/src/components'],
              from: ['./client/src/features', './client/src/app'],
              message:
                'lib/ and components/ serve every feature: they import no feature and no app/.',
            },
            {
              target: './client/src/features',
              from: './client/src/app',
              message: 'A feature never imports app/: move what it needs to client/src/lib.',
            },
            // A feature never imports another: what two of them share goes to lib/ or components/.
            ...clientFeatures.map((feature) => ({
              target: `./client/src/features/${feature}`,
              from: './client/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: share it through client/src/lib.',
            })),
          ],
        },
      ],
    },
  },
  {
    // One request must never freeze a replica: no regular expression in code that runs (the
    // server, the client, shared/, the sandbox, scripts) may backtrack super-linearly, whether on
    // a whole match or as the search moves along the input. Tests read only our own output.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx,js}', 'e2e/**', '**/test-support/**', 'client/src/test/**'],
    plugins: { regexp, redos },
    rules: {
      // recheck, an independent checker: it also finds the exponential cases (a repetition
      // inside a repetition) that the two structural rules below let through
      'redos/no-vulnerable': ['error', { ignoreErrors: false, timeout: 10_000 }],
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential' }],
    },
  },
  {
    // The server's own code keeps its layers (tooling/lint/server-layers.js); tests wire any parts.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/**/test-support/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...serverLayerZones] }],
    },
  },
  {
    // One gate for provider values (decision 020): only server/upstream/gate.ts makes a Gated
    // value; an assertion to one anywhere else would be a path around it.
    files: ['server/**/*.ts'],
    ignores: ['server/upstream/gate.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TSAsExpression', 'TSTypeAssertion', 'TSSatisfiesExpression'].map((node) => ({
          selector: `${node} > TSTypeReference.typeAnnotation[typeName.name='Gated']`,
          message:
            'Only the gate (server/upstream/gate.ts) makes a Gated value: pass it through the gate.',
        })),
      ],
    },
  },
  {
    // Services never see req/res: every file of api/ but its routers (tooling/lint/server-layers.js).
    files: ['server/api/*.ts', 'server/alerts/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/api/*.router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'express', message: 'A service never sees req/res: the router does.' }] },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      // No Node built-ins, no clock, no randomness in the domain core.
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer'],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the time in.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Replies in tests are read as untyped JSON on purpose: the assertions are the type check.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'server/test-support/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
