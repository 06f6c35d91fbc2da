import { existsSync, statSync } from "node:fs";
import { dirname, resolve as resolvePath } from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import boundaries from "eslint-plugin-boundaries";
import checkFile from "eslint-plugin-check-file";
import globals from "globals";

const root = dirname(fileURLToPath(import.meta.url));
const src = resolvePath(root, "src");
const sharedDir = resolvePath(root, "shared");

// eslint-plugin-boundaries resolves imports through eslint-import-resolver-* modules, which it loads
// by name or path. These two exports make this file such a resolver (listed by its path below), so
// the `@/` alias from tsconfig.json resolves without an extra dependency. Everything else falls
// through to eslint-import-resolver-node.
export const interfaceVersion = 2;
const extensions = [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"];
export function resolve(source, file) {
  const spec = source.split("?")[0];
  let base;
  if (spec.startsWith("@/")) base = resolvePath(src, spec.slice(2));
  else if (spec.startsWith("@shared/")) base = resolvePath(sharedDir, spec.slice(8));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = resolvePath(dirname(file), spec);
  else return { found: false };
  const candidates = [
    base,
    ...extensions.map((e) => base + e),
    ...extensions.map((e) => `${base}/index${e}`),
  ];
  const path = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return path ? { found: true, path } : { found: false };
}

// Imports flow one way: shared layers (lib, components, config, types) → features → app.
// A feature imports only itself (including its admin/ folder) and the shared layers. The top-level
// shared/ (modules the app, the seed and PocketBase's hooks all load) sits below them all.
const shared = ["lib", "components", "config", "types"];
const layout = {
  settings: {
    "import/resolver": { [fileURLToPath(import.meta.url)]: {}, node: { extensions } },
    "boundaries/root-path": root,
    "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
    "boundaries/elements": [
      { type: "app", pattern: "src/app", partialMatch: false },
      { type: "feature", pattern: "src/features/*", capture: ["feature"], partialMatch: false },
      ...shared.map((type) => ({ type, pattern: `src/${type}`, partialMatch: false })),
      { type: "shared", pattern: "shared", partialMatch: false },
      { type: "testing", pattern: "src/testing", partialMatch: false },
    ],
    "boundaries/files": [{ category: "test", pattern: "**/*.test.{ts,tsx}" }],
  },
  plugins: { boundaries },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        message:
          "src/{{ from.element.type }}{{#if from.element.captured.feature}}s/{{ from.element.captured.feature }}{{/if}} " +
          "may not import src/{{ to.element.type }}{{#if to.element.captured.feature}}s/{{ to.element.captured.feature }}{{/if}}: " +
          "imports flow lib/components/config/types → features → app, and a feature does not import another " +
          "feature (move shared code to lib/ or components/).",
        policies: [
          {
            from: { element: { types: shared } },
            allow: { to: { element: { types: [...shared, "shared"] } } },
          },
          {
            from: { element: { type: "feature" } },
            allow: { to: { element: { types: [...shared, "shared"] } } },
          },
          {
            from: { element: { type: "app" } },
            allow: { to: { element: { types: [...shared, "shared", "feature", "app"] } } },
          },
          {
            from: { element: { type: "testing" } },
            allow: { to: { element: { types: [...shared, "shared", "testing"] } } },
          },
          { from: { element: { type: "shared" } }, allow: { to: { element: { type: "shared" } } } },
          { from: { file: { categories: "test" } }, allow: { to: { element: { type: "testing" } } } },
        ],
      },
    ],
  },
};

// kebab-case names; the only extra dots allowed are these suffixes (Playwright's *.setup.ts included).
const kebab = "+([a-z])*([a-z0-9])*(-+([a-z0-9]))";
const naming = {
  plugins: { "check-file": checkFile },
  rules: {
    "check-file/filename-naming-convention": [
      "error",
      { "**/*": `${kebab}?(.@(test|spec|worker|setup|gen|d))` },
      {
        errorMessage:
          'File name "{{ target }}" must be kebab-case (allowed suffixes: .test .spec .worker .setup .gen .d).',
      },
    ],
    "check-file/folder-naming-convention": ["error", { "**/": "KEBAB_CASE" }],
  },
};

export default tseslint.config(
  {
    ignores: [
      // Written by the PocketBase binary (scripts/jsvm-types.mjs).
      "pb_hooks/types.d.ts",
      // Written by scripts/shared-types.mjs from the modules' JSDoc.
      "shared/*.d.cts",
      "dist",
      // The server renderer's build (vite build --ssr).
      "dist-server",
      "node_modules",
      "pb_data",
      ".bench",
      "test-results",
      "playwright-report",
      "coverage",
      ".lead",
      "pb_data.before-restore-*",
      ".pb_data.restoring-*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Only the client module and feature api/ folders talk to the SDK.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "pocketbase", message: "Import from @/lib/pocketbase instead." },
            { name: "sonner", message: "Import toast from @/lib/toast (loads sonner on first use)." },
          ],
        },
      ],
    },
  },
  {
    files: [
      "src/lib/pocketbase.ts",
      "src/lib/toast.ts",
      "src/components/toaster-host.tsx",
      "src/**/api/**",
      "src/types/**",
    ],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "jsx-a11y": jsxA11y },
  },
  { files: ["{src,shared}/**/*.{ts,tsx,js,cjs}"], ...layout },
  { files: ["{src,shared,e2e,scripts,tests}/**/*.{ts,tsx,js,mjs,cjs}"], ...naming },
  {
    files: ["scripts/**/*.{js,mjs}", "e2e/**/*.ts", "tests/**/*.ts", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    // Specs take test/expect from the fixture that fails a test on any CSP violation.
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/support/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import test/expect from ./support/test (it fails a test on any CSP violation).",
            },
          ],
        },
      ],
    },
  },
  {
    // shared/*.cjs are CommonJS on purpose: PocketBase's hooks require() them, and the app and the
    // seed import them too (one copy of what both sides share). They may require() one another.
    files: ["shared/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // src/lib/{rules,search}-core.cjs: the paths migrations already on main require; each loads shared/.
    files: ["src/lib/*-core.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { module: "writable", require: "readonly", __hooks: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["pb_migrations/**/*.js", "pb_hooks/**/*.js"],
    languageOptions: {
      sourceType: "script",
      globals: {
        ...globals.es2021,
        migrate: "readonly",
        Collection: "readonly",
        Record: "readonly",
        routerAdd: "readonly",
        onRecordCreateRequest: "readonly",
        onRecordUpdateRequest: "readonly",
        onRecordCreate: "readonly",
        onRecordUpdate: "readonly",
        onBootstrap: "readonly",
        onServe: "readonly",
        onRecordValidate: "readonly",
        onRecordEnrich: "readonly",
        $app: "readonly",
        $apis: "readonly",
        $os: "readonly",
        $http: "readonly",
        onRecordAfterCreateSuccess: "readonly",
        onRecordAfterUpdateSuccess: "readonly",
        onRecordAfterDeleteSuccess: "readonly",
        onCollectionAfterCreateSuccess: "readonly",
        onCollectionAfterUpdateSuccess: "readonly",
        onCollectionAfterDeleteSuccess: "readonly",
        $security: "readonly",
        $filesystem: "readonly",
        NotFoundError: "readonly",
        BadRequestError: "readonly",
        ForbiddenError: "readonly",
        ApiError: "readonly",
        __hooks: "readonly",
        toString: "readonly",
        require: "readonly",
        module: "writable",
        console: "readonly",
        DateTime: "readonly",
        Cookie: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
