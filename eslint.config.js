import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "pb_data", "test-results", "playwright-report", "coverage", ".lead"] },
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
    files: ["src/lib/pocketbase.ts", "src/lib/toast.ts", "src/components/toaster-host.tsx", "src/**/api/**", "src/types/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "jsx-a11y": jsxA11y },
  },
  {
    files: ["scripts/**/*.{js,mjs}", "e2e/**/*.ts", "tests/**/*.ts", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["pb_migrations/**/*.js", "pb_hooks/**/*.js"],
    languageOptions: {
      sourceType: "script",
      globals: {
        ...globals.es2021,
        migrate: "readonly", Collection: "readonly", Record: "readonly", routerAdd: "readonly",
        onRecordCreateRequest: "readonly", onRecordUpdateRequest: "readonly", onRecordCreate: "readonly",
        onRecordUpdate: "readonly", onBootstrap: "readonly", onServe: "readonly",
        onRecordValidate: "readonly", onRecordEnrich: "readonly",
        $app: "readonly", $apis: "readonly", $os: "readonly", $security: "readonly", $filesystem: "readonly",
        NotFoundError: "readonly", BadRequestError: "readonly", ForbiddenError: "readonly", ApiError: "readonly",
        __hooks: "readonly", toString: "readonly", require: "readonly", module: "writable", console: "readonly",
        DateTime: "readonly", Cookie: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
