/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pwaPlugins } from "./src/lib/offline/pwa-plugin";

const pbTarget = process.env.PB_DEV_URL ?? "http://127.0.0.1:8090";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    {
      // src/lib/*-core.cjs (rules-core, csv-core, inbox-core) are CommonJS so PocketBase's hooks can
      // require() them. The dev server serves source files as ESM only (just the build converts
      // .cjs), so wrap those files as ES modules; dev, build and vitest then all load them the same
      // way. Their named exports are the keys of their module.exports.
      name: "lib-core-cjs",
      enforce: "pre",
      transform(code, id) {
        if (!/\/src\/lib\/[a-z-]+-core\.cjs$/.test(id.split("?")[0])) return null;
        const probe = { exports: {} as Record<string, unknown> };
        new Function("module", "exports", code)(probe, probe.exports);
        const names = Object.keys(probe.exports).join(", ");
        const wrapped =
          `const module = { exports: {} }; (function (module, exports) {${code}\n})(module, module.exports);\n` +
          `export default module.exports;\nexport const { ${names} } = module.exports;\n`;
        return { code: wrapped, map: null };
      },
    },
    // Service worker, web app manifest and the offline page's precache (offline reading); not
    // loaded for vitest, whose tests never get a service worker.
    ...(process.env.VITEST ? [] : pwaPlugins()),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    target: "es2020",
    sourcemap: false,
    reportCompressedSize: false,
    // The manifest tells the server (pb_hooks/lib/first-response.js) which chunks a page needs.
    manifest: true,
    // No modulepreload polyfill (every browser the site supports has modulepreload; one without
    // it only loses the preload): with two HTML pages it would become a chunk of its own, one
    // more request before the home page starts.
    modulePreload: { polyfill: false },
    // offline.html: the service worker's page for "offline and not saved".
    rollupOptions: {
      input: { index: "index.html", offline: "offline.html" },
      // React and its DOM renderer in one chunk: src/boot.tsx evaluates it in a task of its own,
      // before the app's (it is two thirds of the code a page starts with).
      output: {
        manualChunks: (id) =>
          /\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? "react" : undefined,
      },
    },
  },
  worker: { format: "es" },
  server: {
    // Dev is one origin too: the API, file URLs and the admin UI are proxied to PocketBase.
    proxy: { "/api": pbTarget, "/_": pbTarget, "/sitemap.xml": pbTarget, "/rss.xml": pbTarget },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          // jsdom has no Web Worker: the second file stands in for the DOCX worker (the app has no
          // in-thread fallback, so mammoth ships once, in the worker chunk).
          setupFiles: ["src/testing/setup-tests.ts", "src/lib/docx/in-thread-worker.setup.ts"],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
