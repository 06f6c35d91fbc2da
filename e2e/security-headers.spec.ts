// pb_hooks/security.pb.js: the Content-Security-Policy and the other security headers on every
// response, as a browser meets them: an inline script that reached stored HTML cannot run, a page
// of another origin cannot frame the site, and the PocketBase dashboard still works.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createArticle, runId, type Created } from "./fixtures/current-affairs";
import { superuser } from "./support/pb";
import { expect, test, type CspGuard, type CspViolation, type Page } from "./support/test";

const rid = runId();
const PAYLOAD =
  `<p>Stored ${rid}</p><script>window.__storedScriptRan = true</script>` +
  `<img src="/no-such-image-${rid}.png" alt="" onerror="window.__storedHandlerRan = true">`;
let article: Created;

test.beforeAll(async () => {
  // Straight through the API as a superuser: the app's sanitiser never sees this HTML.
  article = await createArticle({ name: `CSP probe ${rid}`, seoURL: `csp-probe-${rid}`, html: PAYLOAD });
});

const PAGES = [
  "/",
  "/courses",
  "/about",
  "/results",
  "/contact",
  "/quizzes",
  "/currentaffairs",
  "/admin/login",
  "/no-such-page",
];

function expectSiteHeaders(path: string, headers: Record<string, string>) {
  const csp = headers["content-security-policy"] ?? "";
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0], parts.slice(1)] as const),
  );
  expect(directives.get("default-src"), path).toEqual(["'self'"]);
  const scripts = directives.get("script-src") ?? [];
  // Scripts from the site's /assets/ only, never 'self' (that would cover /api/files/, where
  // uploads are served: issue 25, hole 5).
  const hosts = scripts.filter((s) => !s.startsWith("'sha256-"));
  expect(hosts.length, path).toBeGreaterThan(0);
  for (const src of hosts) expect(src, path).toMatch(/^[^/'*\s]+\/assets\/$/);
  expect(directives.get("object-src"), path).toEqual(["'none'"]);
  expect(directives.get("base-uri"), path).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors"), path).toEqual(["'none'"]);
  expect(directives.get("form-action"), path).toEqual(["'self'"]);
  expect(directives.get("img-src"), path).toEqual(["'self'", "data:", "blob:"]);
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["x-frame-options"], path).toBe("DENY");
  expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  const features = (headers["permissions-policy"] ?? "").split(/,\s*/);
  for (const denied of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"])
    expect(features, path).toContain(denied);
  expect(features, path).toEqual(expect.arrayContaining(["web-share=(self)", "clipboard-write=(self)"]));
  // The e2e site runs on plain http: no HSTS.
  expect(headers["strict-transport-security"], path).toBeUndefined();
}

test("every page, an article, the admin login and a 404 carry the security headers", async ({ request }) => {
  for (const path of [...PAGES, `/currentaffairs/${article.seoURL}`, `/currentaffairs/no-such-${rid}`]) {
    const res = await request.get(path);
    expect(res.headers()["content-type"], path).toContain("text/html");
    expectSiteHeaders(path, res.headers());
  }
  expect((await request.get(`/currentaffairs/no-such-${rid}`)).status()).toBe(404);
  for (const path of ["/api/health", "/api/collections/currentAffairs/records?perPage=1", "/favicon.svg"]) {
    expect((await request.get(path)).headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

/** Inserts HTML the way a parser would (scripts in a contextual fragment are executable). */
async function injectAsParsed(page: Page, html: string) {
  await page.evaluate((h) => {
    const frag = document.createRange().createContextualFragment(h);
    document.querySelector("main")?.append(frag);
  }, html);
}

async function ranFlags(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return { script: w.__storedScriptRan === true, handler: w.__storedHandlerRan === true };
  });
}

async function waitForViolations(csp: CspGuard, want: (all: CspViolation[]) => boolean) {
  const all: CspViolation[] = [];
  await expect
    .poll(() => {
      all.push(...csp.take());
      return want(all);
    })
    .toBe(true);
  return all;
}

test("an inline script stored in an article's HTML does not run, and the violation is reported", async ({
  page,
  csp,
}) => {
  const stored = (await (await superuser()).collection("currentAffairs").getOne(article.id)).html as string;
  expect(stored).toContain("<script>");

  await page.goto(`/currentaffairs/${article.seoURL}`);
  await expect(page.getByText(`Stored ${rid}`)).toBeVisible();
  expect(await ranFlags(page)).toEqual({ script: false, handler: false });

  // Had the sanitiser missed it and the HTML reached the page as parsed markup, the CSP stops it.
  await injectAsParsed(page, stored);
  const seen = await waitForViolations(
    csp,
    (all) =>
      all.some((v) => v.kind === "event" && v.directive === "script-src-elem") &&
      all.some((v) => v.kind === "event" && v.directive === "script-src-attr"),
  );
  expect(seen.filter((v) => v.kind === "event").every((v) => v.blocked === "inline")).toBe(true);
  await page.waitForTimeout(300);
  expect(await ranFlags(page)).toEqual({ script: false, handler: false });
});

test("control: without the CSP header the same injection runs (so the test above is meaningful)", async ({
  page,
}) => {
  const url = `/currentaffairs/${article.seoURL}`;
  await page.route(`**${url}`, async (route) => {
    const res = await route.fetch();
    const headers = { ...res.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response: res, headers });
  });
  await page.goto(url);
  await expect(page.getByText(`Stored ${rid}`)).toBeVisible();
  await injectAsParsed(page, PAYLOAD);
  await expect.poll(() => ranFlags(page)).toEqual({ script: true, handler: true });
});

test("a page on another origin cannot frame the site", async ({ page, baseURL, csp }) => {
  const framer: Server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><title>framer</title><iframe src="${baseURL}/" width="600" height="400"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, "127.0.0.1", resolve));
  try {
    const port = (framer.address() as AddressInfo).port;
    await page.goto(`http://127.0.0.1:${port}/`);
    const seen = await waitForViolations(csp, (all) => all.some((v) => /frame-ancestors/.test(v.text)));
    expect(seen.some((v) => v.text.includes(baseURL!))).toBe(true);
    const child = page.frames().find((f) => f.parentFrame() === page.mainFrame());
    expect(child).toBeDefined();
    // The refused frame shows the browser's error page, never the site.
    expect(child!.url().startsWith(baseURL!)).toBe(false);
    await expect(page.frameLocator("iframe").locator("#root")).toHaveCount(0);
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});

test("the PocketBase dashboard renders its login form under its own policy", async ({ page }) => {
  const res = await page.goto("/_/");
  const headers = res!.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  await expect(page.locator("input[type=email], input[name=identity], input#identity").first()).toBeVisible();
  await expect(page.locator("input[type=password]").first()).toBeVisible();
  // The automatic fixture fails the test if the dashboard met any CSP error.
});
