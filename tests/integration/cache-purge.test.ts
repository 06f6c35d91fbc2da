// Publishing or editing purges what changed from the cache in front (issue 25), against a real
// PocketBase and a fake purge receiver on a free loopback port: nginx mode (PURGE per address with
// the public Host) and Cloudflare mode (POST of absolute URLs with the bearer token). A draft's save
// sends nothing; a failing or slow receiver never fails the save nor holds it past the timeout; a
// forged purge sent to PocketBase is refused and sends nothing (there is no public purge endpoint).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import routesJson from "../../src/config/routes.json";
import { requireHook } from "../../pb_hooks/test-support";
import { startTestServer, type TestServer } from "./support/server";

type Routes = [string, string, string][];
interface Page {
  day: string;
  live: boolean;
}
/** What this test uses of pb_hooks/lib/cache-purge.js (its JSDoc types are checked by pb_hooks' tsconfig). */
interface PurgeLib {
  TIMEOUT_S: number;
  MAX_ALL: number;
  CLOUDFLARE_BATCH: number;
  articlePaths: (
    r: Routes,
    a: (Page & { seoURL: string }) | null,
    b: (Page & { seoURL: string }) | null,
  ) => string[];
  quizPaths: (r: Routes, a: (Page & { id: string }) | null, b: (Page & { id: string }) | null) => string[];
}
const purge = requireHook<PurgeLib>("lib/cache-purge.js");
const ROUTES = routesJson as unknown as Routes;
const SITE = "https://coaching.example";
const TOKEN = "cf-test-token-3f9a";

interface Received {
  method: string;
  url: string;
  authorization: string;
  body: string;
}

/** A purge receiver: records every request; `behaviour` decides how it answers. */
class Receiver {
  received: Received[] = [];
  behaviour: "ok" | "fail" | "slow" = "ok";
  private server: Server | null = null;
  url = "";

  async start() {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString("utf8")));
      req.on("end", () => {
        this.received.push({
          method: req.method ?? "",
          url: req.url ?? "",
          authorization: req.headers.authorization ?? "",
          body,
        });
        if (this.behaviour === "fail") {
          res.statusCode = 500;
          res.end("no");
        } else if (this.behaviour === "slow") {
          setTimeout(() => res.end('{"success":true}'), 6000).unref();
        } else {
          res.setHeader("Content-Type", "application/json");
          res.end('{"success":true}');
        }
      });
    });
    await new Promise<void>((r) => this.server?.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }
}

const slug = () => `purge-${Math.random().toString(36).slice(2, 8)}`;

async function publish(s: TestServer, over: Record<string, unknown> = {}) {
  const seoURL = slug();
  const rec = await s.staff
    .collection("currentAffairs")
    .create({ name: "Purged article", seoURL, date: "2026-11-24", active: true, ...over });
  return { rec, seoURL };
}

describe("nginx mode", () => {
  const rx = new Receiver();
  let s: TestServer;
  beforeAll(async () => {
    await rx.start();
    s = await startTestServer({
      env: { CACHE_PURGE_URL: `${rx.url}/`, CACHE_PURGE_MODE: "nginx", SITE_URL: SITE },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await rx.stop();
  });
  beforeEach(() => {
    rx.received = [];
    rx.behaviour = "ok";
  });

  it("publishing an article sends one PURGE per expected address, no credentials", async () => {
    const { seoURL } = await publish(s);
    const expected = purge.articlePaths(ROUTES, null, { seoURL, day: "2026-11-24", live: true });
    expect(rx.received.map((r) => r.url).sort()).toEqual([...expected].sort());
    expect(rx.received.every((r) => r.method === "PURGE" && r.authorization === "")).toBe(true);
    expect(rx.received.map((r) => r.url)).toContain(`/currentaffairs/${seoURL}?lang=pa`);
  });

  it("a changed slug and day purge the old address and day too", async () => {
    const { rec, seoURL } = await publish(s);
    rx.received = [];
    const renamed = `${seoURL}-b`;
    await s.staff.collection("currentAffairs").update(rec.id, { seoURL: renamed, date: "2026-12-01" });
    const urls = rx.received.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        `/currentaffairs/${seoURL}`,
        `/currentaffairs/${renamed}`,
        "/currentaffairs/date/2026-11-24",
        "/currentaffairs/month/2026-12/print?lang=en",
      ]),
    );
    expect(urls.sort()).toEqual(
      purge
        .articlePaths(
          ROUTES,
          { seoURL, day: "2026-11-24", live: true },
          { seoURL: renamed, day: "2026-12-01", live: true },
        )
        .sort(),
    );
  });

  it("a draft's create and edit send nothing; taking it live and back to draft both purge", async () => {
    const { rec, seoURL } = await publish(s, { active: false });
    await s.staff.collection("currentAffairs").update(rec.id, { name: "Still a draft" });
    expect(rx.received).toEqual([]);
    await s.staff.collection("currentAffairs").update(rec.id, { active: true });
    expect(rx.received.map((r) => r.url)).toContain(`/currentaffairs/${seoURL}`);
    rx.received = [];
    await s.staff.collection("currentAffairs").update(rec.id, { active: false });
    expect(rx.received.map((r) => r.url)).toContain(`/currentaffairs/${seoURL}`);
    rx.received = [];
    await s.staff.collection("currentAffairs").delete(rec.id);
    expect(rx.received).toEqual([]);
  });

  it("deleting a live article purges its page; a quiz purges its own pages", async () => {
    const { rec, seoURL } = await publish(s);
    rx.received = [];
    await s.staff.collection("currentAffairs").delete(rec.id);
    expect(rx.received.map((r) => r.url)).toContain(`/currentaffairs/${seoURL}?lang=en`);
    rx.received = [];
    const quiz = await s.staff
      .collection("quizs")
      .create({ name: "Purged quiz", active: true, questions: [], date: "2026-11-24" });
    expect(rx.received.map((r) => r.url).sort()).toEqual(
      purge.quizPaths(ROUTES, null, { id: quiz.id, day: "2026-11-24", live: true }).sort(),
    );
  });

  it("a settings save purges every page the sitemap knows plus the fixed pages", async () => {
    const { seoURL } = await publish(s);
    rx.received = [];
    await s.admin.collection("settings").create({ instituteName: "Purge Institute" });
    const urls = rx.received.map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining(["/", "/?lang=pa", "/courses", "/rss.xml", `/currentaffairs/${seoURL}`]),
    );
    expect(urls.length).toBeLessThanOrEqual(purge.MAX_ALL);
  });

  it("a failing receiver does not fail the save and stops after its first refusal", async () => {
    rx.behaviour = "fail";
    const { rec } = await publish(s);
    expect(rec.id).toBeTruthy();
    expect(rx.received).toHaveLength(1);
    expect((await s.guest().collection("currentAffairs").getOne(rec.id)).id).toBe(rec.id);
  });

  it("a slow receiver holds the save at most about one timeout (2 s)", async () => {
    rx.behaviour = "slow";
    const t0 = Date.now();
    const { rec } = await publish(s);
    const took = Date.now() - t0;
    expect(rec.id).toBeTruthy();
    expect(took).toBeGreaterThanOrEqual(purge.TIMEOUT_S * 1000 - 200);
    expect(took).toBeLessThan(purge.TIMEOUT_S * 1000 + 1500);
    expect(rx.received).toHaveLength(1);
  });

  it("a forged purge sent to PocketBase is refused and sends nothing", async () => {
    const forged = await fetch(`${s.url}/currentaffairs/x`, {
      method: "PURGE",
      headers: { "X-Forwarded-For": "127.0.0.1" },
    });
    expect([404, 405]).toContain(forged.status);
    for (const path of ["/purge", "/api/purge", "/api/cache/purge", "/currentaffairs/x"]) {
      const res = await fetch(`${s.url}${path}`, {
        method: "POST",
        headers: { Authorization: "Bearer made-up-token", "Content-Type": "application/json" },
        body: JSON.stringify({ files: [`${SITE}/`], purge_everything: true }),
      });
      // 401 on /api/: a token PocketBase does not accept ends there (lib/sessions.js).
      expect(path.startsWith("/api/") ? [401, 404, 405] : [404, 405]).toContain(res.status);
    }
    const bare = await fetch(`${s.url}/api/purge`, { method: "POST", body: "{}" });
    expect([404, 405]).toContain(bare.status);
    expect(rx.received).toEqual([]);
  });
});

describe("nginx-refresh mode (stock nginx, no module)", () => {
  const rx = new Receiver();
  let s: TestServer;
  beforeAll(async () => {
    await rx.start();
    s = await startTestServer({
      env: { CACHE_PURGE_URL: rx.url, CACHE_PURGE_MODE: "nginx-refresh", SITE_URL: SITE },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await rx.stop();
  });

  it("publishing an article asks the refresh server for each expected address with a plain GET", async () => {
    rx.received = [];
    const { seoURL } = await publish(s);
    const expected = purge.articlePaths(ROUTES, null, { seoURL, day: "2026-11-24", live: true });
    expect(rx.received.map((r) => r.url).sort()).toEqual([...expected].sort());
    expect(rx.received.every((r) => r.method === "GET" && r.authorization === "" && r.body === "")).toBe(
      true,
    );
  });

  it("a draft's save asks for nothing", async () => {
    rx.received = [];
    await publish(s, { active: false });
    expect(rx.received).toEqual([]);
  });
});

describe("cloudflare mode", () => {
  const rx = new Receiver();
  let s: TestServer;
  beforeAll(async () => {
    await rx.start();
    s = await startTestServer({
      env: {
        CACHE_PURGE_URL: `${rx.url}/client/v4/zones/zone1/purge_cache`,
        CACHE_PURGE_MODE: "cloudflare",
        CACHE_PURGE_TOKEN: TOKEN,
        SITE_URL: SITE,
      },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await rx.stop();
  });
  beforeEach(() => {
    rx.received = [];
    rx.behaviour = "ok";
  });

  it("publishing an article POSTs its absolute URLs in batches of 30 with the token", async () => {
    const { seoURL } = await publish(s);
    const expected = purge.articlePaths(ROUTES, null, { seoURL, day: "2026-11-24", live: true });
    expect(rx.received).toHaveLength(Math.ceil(expected.length / purge.CLOUDFLARE_BATCH));
    for (const r of rx.received) {
      expect(r.method).toBe("POST");
      expect(r.url).toBe("/client/v4/zones/zone1/purge_cache");
      expect(r.authorization).toBe(`Bearer ${TOKEN}`);
    }
    const files = rx.received.flatMap((r) => (JSON.parse(r.body) as { files: string[] }).files);
    expect(files.sort()).toEqual(expected.map((p) => SITE + p).sort());
  });

  it("a draft's save sends nothing; a settings save purges everything", async () => {
    await publish(s, { active: false });
    expect(rx.received).toEqual([]);
    await s.admin.collection("settings").create({ instituteName: "Purge Institute" });
    expect(rx.received.map((r) => JSON.parse(r.body) as unknown)).toEqual([{ purge_everything: true }]);
  });

  it("a slow Cloudflare does not hold the save past the timeout", async () => {
    rx.behaviour = "slow";
    const t0 = Date.now();
    const { rec } = await publish(s);
    expect(rec.id).toBeTruthy();
    expect(Date.now() - t0).toBeLessThan(purge.TIMEOUT_S * 1000 + 1500);
  });
});
