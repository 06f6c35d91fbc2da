// An in-memory CacheStorage for unit tests (jsdom has none): enough of match/keys/put/open/has
// for the offline helpers and the service worker's plugin functions.
interface Entry {
  url: string;
  body: string;
  headers: Record<string, string>;
}

function keyOf(input: RequestInfo | URL, ignoreSearch: boolean): string {
  const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, "http://localhost");
  return ignoreSearch ? url.origin + url.pathname : url.href;
}

export class FakeCache {
  entries: Entry[] = [];

  put(url: string, body: string, headers: Record<string, string> = {}): void {
    const href = new URL(url, "http://localhost").href;
    this.entries = this.entries.filter((e) => e.url !== href);
    this.entries.push({ url: href, body, headers });
  }

  async match(input: RequestInfo | URL, opts: CacheQueryOptions = {}): Promise<Response | undefined> {
    const want = keyOf(input, Boolean(opts.ignoreSearch));
    const hit = this.entries.find((e) => keyOf(e.url, Boolean(opts.ignoreSearch)) === want);
    return hit ? new Response(hit.body, { headers: hit.headers }) : undefined;
  }

  async keys(): Promise<readonly Request[]> {
    return this.entries.map((e) => ({ url: e.url }) as Request);
  }
}

export class FakeCacheStorage {
  caches = new Map<string, FakeCache>();

  cache(name: string): FakeCache {
    let c = this.caches.get(name);
    if (!c) this.caches.set(name, (c = new FakeCache()));
    return c;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async open(name: string): Promise<FakeCache> {
    return this.cache(name);
  }

  async match(input: RequestInfo | URL, opts: CacheQueryOptions = {}): Promise<Response | undefined> {
    for (const c of this.caches.values()) {
      const hit = await c.match(input, opts);
      if (hit) return hit;
    }
    return undefined;
  }
}
