// Build-time only (vite.config.ts): the service worker and the web app manifest, made by
// vite-plugin-pwa with Workbox's generateSW. The routes and what they match: sw-routes.ts.
//
// Precache (installed with the worker, ~1 extra download per deployment): index.html, the offline
// page, the icons, and only the JS/CSS a public page can load. Admin chunks and the DOCX converter
// worker (mammoth, ~300 KB) are left out; the worker is cached when a legacy article first needs it.
import type { OutputBundle, OutputChunk } from "rollup";
import type { Plugin, PluginOption } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import defaults from "../../config/site-defaults.json";
import {
  CACHE,
  SAVED_ARTICLES,
  articlePageFallback,
  isAppAsset,
  isArticleData,
  isArticleFile,
  isArticlePage,
  isOtherPublicPage,
} from "./sw-routes";

const BRAND = "#0e7490"; // --color-brand-700 in src/index.css
const BACKGROUND = "#f8fafc"; // the body's bg-slate-50

/** A chunk only staff load: the lazy admin routes and everything only they import. */
function isStaffOnly(chunk: OutputChunk): boolean {
  return /^assets\/(?:admin|account-page)/.test(chunk.fileName) || /mammoth/i.test(chunk.fileName);
}

/**
 * The files a public page can load: every chunk reachable from the HTML entries through static and
 * dynamic imports without passing through a staff-only chunk, with the CSS they bring, and the
 * site's one stylesheet (vite.config.ts: cssCodeSplit false, linked from the HTML, so no chunk
 * names it).
 */
export function publicFiles(bundle: OutputBundle): Set<string> {
  const chunks = new Map<string, OutputChunk>();
  const keep = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type === "chunk") chunks.set(item.fileName, item);
    else if (item.fileName.endsWith(".css")) keep.add(item.fileName);
  }
  const todo = [...chunks.values()].filter((c) => c.isEntry && !isStaffOnly(c));
  while (todo.length) {
    const c = todo.pop()!;
    if (keep.has(c.fileName)) continue;
    keep.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) keep.add(css);
    for (const name of [...c.imports, ...c.dynamicImports]) {
      const next = chunks.get(name);
      if (next && !isStaffOnly(next)) todo.push(next);
    }
  }
  return keep;
}

export function pwaPlugins(): PluginOption[] {
  let allowed: Set<string> | null = null;
  const collect: Plugin = {
    name: "pwa-public-files",
    apply: "build",
    // After every plugin's generateBundle (the HTML pages are added late); before vite-plugin-pwa's
    // closeBundle, which writes sw.js.
    writeBundle(_options, bundle) {
      // The DOCX worker is bundled on its own; only the app's bundle (with the HTML pages) counts.
      if (Object.keys(bundle).some((f) => f.endsWith(".html"))) allowed = publicFiles(bundle);
    },
  };
  return [
    collect,
    VitePWA({
      // Registered by src/lib/offline/register-sw.ts after `load` (no extra script in the HTML).
      injectRegister: false,
      registerType: "autoUpdate",
      includeAssets: [],
      // .json: the static route serves it as application/json (it knows no .webmanifest type).
      manifestFilename: "manifest.json",
      manifest: {
        name: defaults.settings.instituteName,
        short_name: "PSA",
        description: "Daily current affairs, quizzes and courses for Punjab government exams.",
        lang: "en",
        start_url: "/",
        scope: "/",
        id: "/",
        display: "standalone",
        theme_color: BRAND,
        background_color: BACKGROUND,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The manifest's icons are added by vite-plugin-pwa itself.
        globPatterns: ["index.html", "offline.html", "assets/*.{js,css}", "favicon.svg"],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((e) => !e.url.startsWith("assets/") || (allowed?.has(e.url) ?? false)),
          }),
        ],
        // Hashed file names change with their content: no revision query needed.
        dontCacheBustURLsMatching: /^assets\//,
        // No navigateFallback: pages come from the network (each carries its own server-rendered
        // data and meta tags), so a new deployment is what the next visit gets. See runtimeCaching.
        navigateFallback: null,
        // Nor "/" answered from the precached index.html (Workbox's default directoryIndex): that
        // would keep running the old build after a deployment.
        directoryIndex: null,
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: isArticlePage,
            handler: "NetworkFirst",
            options: {
              cacheName: CACHE.articles,
              networkTimeoutSeconds: 4,
              // A link shared with ?utm_… or ?lang= is still the saved article.
              matchOptions: { ignoreSearch: true, ignoreVary: true },
              expiration: { maxEntries: SAVED_ARTICLES, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
              plugins: [articlePageFallback],
            },
          },
          {
            urlPattern: isOtherPublicPage,
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/offline.html" } },
          },
          {
            urlPattern: isArticleData,
            handler: "NetworkFirst",
            options: {
              cacheName: CACHE.data,
              networkTimeoutSeconds: 4,
              // An article page makes about five reads (record, previous, next, same day, day's quiz).
              expiration: { maxEntries: SAVED_ARTICLES * 6, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: isArticleFile,
            handler: "CacheFirst",
            options: {
              cacheName: CACHE.files,
              expiration: { maxEntries: SAVED_ARTICLES * 4, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: isAppAsset,
            handler: "CacheFirst",
            options: {
              cacheName: CACHE.assets,
              expiration: { maxEntries: 20, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
