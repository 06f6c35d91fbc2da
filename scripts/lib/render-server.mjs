// The page renderer: the app's own components rendered to HTML in Node (React's renderToString,
// src/app/render-server.tsx, built by `vite build --ssr` into dist-server/), for PocketBase's first
// response (pb_hooks/lib/first-response.js asks it over loopback and caches the answer). It runs
// in the Node process that supervises PocketBase: Node renders a page in a few milliseconds with
// the same Intl data as a browser, where PocketBase's JS VM has no Intl and is 30–50× slower.
// Only PocketBase may ask: every request carries a token made at start and handed to PocketBase
// in its environment (never on a command line).
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./pocketbase.mjs";

export const RENDER_BUNDLE = join(ROOT, "dist-server", "render-server.js");
const MAX_BODY = 64 * 1024;
/** Where a page's data may be fetched from: a PocketBase on this machine. */
const LOOPBACK = /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+\/?$/;

/** Reads a request body up to `limit` bytes (null past it). */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (c) => {
      size += c.length;
      if (size > limit) {
        resolve(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sameToken(given, token) {
  const a = Buffer.from(String(given ?? ""));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const servers = new Map();

/**
 * Starts (once per bundle, per process) the loopback render server. Resolves to { url, token,
 * close } or null when the bundle has not been built (PocketBase then sends the plain app shell,
 * which the browser renders itself).
 */
export function startRenderServer({ bundle = RENDER_BUNDLE } = {}) {
  if (!existsSync(bundle)) return Promise.resolve(null);
  let started = servers.get(bundle);
  if (!started) {
    started = boot(bundle);
    servers.set(bundle, started);
  }
  return started;
}

async function boot(bundle) {
  // React's production build: the development one renders several times slower.
  process.env.NODE_ENV ??= "production";
  const mod = await import(pathToFileURL(bundle).href);
  // The PocketBase a render's data comes from: the one that asked (tests run several at once).
  const api = new AsyncLocalStorage();
  await mod.prepare({ apiBase: () => api.getStore() });
  const token = randomBytes(24).toString("hex");
  // Requests for the same page that arrive while it is being rendered share that render: a shared
  // link opened by hundreds at once, before the page is in PocketBase's cache, costs one render,
  // not one each (measured with `npm run load`: 50 connections on one uncached article timed out).
  /** @type {Map<string, Promise<string>>} */
  const inFlight = new Map();
  const renderOnce = (job) => {
    const apiBase = job.api.replace(/\/+$/, "");
    const args = { url: job.url, lang: job.lang, route: job.route, origin: job.origin };
    const key = JSON.stringify([apiBase, args]);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = api
        .run(apiBase, () => mod.render(args))
        .then((page) => JSON.stringify(page))
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/render" || !sameToken(req.headers["x-render-token"], token)) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req, MAX_BODY).catch(() => null);
    let job;
    try {
      job = body === null ? null : JSON.parse(body);
    } catch {
      job = null;
    }
    if (
      !job ||
      typeof job.url !== "string" ||
      (job.lang !== "en" && job.lang !== "pa") ||
      !LOOPBACK.test(String(job.api ?? ""))
    ) {
      res.writeHead(400, { "content-type": "text/plain" }).end("Bad render request.");
      return;
    }
    try {
      const page = await renderOnce(job);
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(page);
    } catch (err) {
      // PocketBase logs it and sends the app shell: the browser renders the page itself.
      res.writeHead(500, { "content-type": "text/plain" }).end(String(err?.stack ?? err));
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  server.unref();
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
