import { readFileSync } from "node:fs";
import { fileURLToPath, URL } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { partOf, usedKeys } from "./scripts/i18n-keys.mjs";
import { messageId } from "./src/lib/message-id";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pwaPlugins } from "./src/lib/offline/pwa-plugin";

const pbTarget = process.env.PB_DEV_URL ?? "http://127.0.0.1:8090";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    {
      // React's chunk is nearly all run while the app starts. Chrome's explicit compile hint
      // (V8 13.6+) has it compiled whole on a background thread as it downloads, rather than
      // function by function on the main thread as each is first called. Added after minifying,
      // which would drop the comment.
      name: "compile-hint-react",
      apply: "build",
      generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === "chunk" && chunk.name === "react")
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
    {
      // The Punjabi interface catalog (src/lib/locales/pa.json, ICU MessageFormat keyed by the
      // English text) compiled for @lingui/core at build time, so lingui's 7 KB message compiler
      // never ships; `?lingui&part=home|rest` is one of its two chunks (see scripts/i18n-keys.mjs,
      // partOf), keyed by messageId(English text). English needs no catalog: src/lib/i18n.ts.
      name: "lingui-catalogs",
      enforce: "pre",
      // A \0 id of its own, so Vite's JSON plugin leaves it alone.
      async resolveId(source, importer) {
        const m = /^(.*\.json)\?lingui&part=(home|rest)$/.exec(source);
        if (!m) return null;
        const resolved = await this.resolve(m[1]!, importer, { skipSelf: true });
        return resolved ? `\0lingui:${resolved.id}:${m[2]}.js` : null;
      },
      load(id) {
        const m = /^\0lingui:(.*\.json):(home|rest)\.js$/.exec(id);
        if (!m) return null;
        this.addWatchFile(m[1]!);
        const source = JSON.parse(readFileSync(m[1]!, "utf8")) as Record<string, string>;
        const used = usedKeys();
        const compiled: Record<string, unknown> = {};
        for (const [key, text] of Object.entries(source)) {
          if (partOf(used.get(key) ?? []) === m[2]) compiled[messageId(key)] = compileMessage(text);
        }
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
      },
    },
    {
      // shared/*.cjs are CommonJS so PocketBase's hooks can require() them. The dev server serves
      // source files as ESM only (just the build converts .cjs), so each is rewritten as the ES
      // module it already nearly is; dev, build and vitest then all load them the same way. Read,
      // never run: its one `module.exports = { a, b };` becomes `export { a, b };` (so the build
      // drops what a page does not use) and a `require("./x.cjs")` of another shared module an import.
      name: "shared-cjs",
      enforce: "pre",
      transform(code, id) {
        if (!/\/shared\/[a-z-]+\.cjs$/.test(id.split("?")[0]!)) return null;
        const fail = (what: string) => {
          throw new Error(`${id}: ${what} (see the shared-cjs plugin in vite.config.ts)`);
        };
        const exportsRe = /^module\.exports = \{([\w$,\s]*)\};[ \t]*$/m;
        if (!exportsRe.test(code)) fail('expected one "module.exports = { name, … };" statement');
        const deps: string[] = [];
        const body = code
          .replace(exportsRe, (_, names: string) => `export {${names}};`)
          .replace(/\brequire\("(\.\/[a-z-]+\.cjs)"\)/g, (_, dep: string) => {
            if (!deps.includes(dep)) deps.push(dep);
            return `__shared${deps.indexOf(dep)}`;
          });
        if (/\b(module\.exports|exports\.|require\()/.test(body.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, "")))
          fail('only one module.exports and require("./x.cjs") of another shared module are supported');
        const imports = deps.map((d, i) => `import * as __shared${i} from ${JSON.stringify(d)};\n`).join("");
        return { code: imports + body, map: null };
      },
    },
    // Service worker, web app manifest and the offline page's precache (offline reading); not
    // loaded for vitest, whose tests never get a service worker.
    // The server renderer's build (`vite build --ssr`, dist-server/) has no service worker.
    ...(process.env.VITEST || isSsrBuild ? [] : pwaPlugins()),
  ],
  resolve: {
    alias: [
      { find: "@shared", replacement: fileURLToPath(new URL("./shared", import.meta.url)) },
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // React 19 has useSyncExternalStore: SWR's shim for older Reacts is left out (src/lib/react-sync-store.ts).
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/lib/react-sync-store.ts", import.meta.url)),
      },
    ],
  },
  build: {
    target: "es2020",
    sourcemap: false,
    reportCompressedSize: false,
    // The manifest tells the server (pb_hooks/lib/first-response.js) which chunks a page needs.
    manifest: !isSsrBuild,
    // The server renderer's build needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    // No preload helper around dynamic imports (it was a chunk of its own, ~0.7 KB gzipped, on
    // every page): a page's first modules are all preloaded at once from the server's
    // <meta name="app-modules"> list (src/main.tsx); a route opened later fetches its chunk, then
    // the chunks that one imports (from the service worker's precache after the first visit).
    modulePreload: false,
    // One stylesheet, linked from the HTML: with it split, the stylesheet both pages import was
    // a dependency of a shared chunk, and Vite's CSS-preload helper (0.7 KB gzipped) came back on
    // every page to "load" a stylesheet the HTML already has.
    cssCodeSplit: false,
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
}));
