import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The run starts its own PocketBase (serving the built app) on a free port with a temporary,
// freshly seeded data dir. Worker processes re-read this file; the env vars set here by the main
// process are inherited, so they all agree on one server.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "pb-e2e-"));
// A local SMTP server (tests/support/mail-sink.mjs) for the newsletter specs; it writes each
// message it receives into E2E_MAIL_DIR, which e2e/support/mail.ts reads.
if (!process.env.E2E_SMTP_PORT) {
  process.env.E2E_SMTP_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), "e2e-mail-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
process.env.E2E_BASE_URL = baseURL;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // Sized from measurement: the slowest test without a limit of its own took 37 s (Punjabi pages
  // at 1280 px, i18n.spec.ts) in a run with the machine's load average at 12–19; 90 s leaves room
  // for a machine twice that slow. Tests that need longer set their own, also at twice their time.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The built site registers a service worker (offline reading). Specs run with it blocked so
    // that nothing is answered from its caches; e2e/offline.spec.ts allows it for its own tests.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    // Admin specs opt in with test.use({ storageState: STAFF_STATE }) from e2e/support/staff-state.ts.
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"] },
    // Benchmarks written with Playwright (e2e/bench/*.ts), only for the scripts that run
    // them (scripts/bench-legacy-docx.mjs sets E2E_BENCH): never part of `npm test`.
    ...(process.env.E2E_BENCH
      ? [
          {
            name: "bench",
            testMatch: /\/e2e\/bench\/[^/]+\.ts$/,
            use: { ...devices["Desktop Chrome"] },
            dependencies: ["setup"],
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node tests/support/mail-sink.mjs ${process.env.E2E_SMTP_PORT} ${process.env.E2E_MAIL_DIR}`,
      wait: { stdout: /Mail sink listening/ },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
    },
    {
      command: "node scripts/start.mjs",
      // Healthy is not enough: wait until the demo content is seeded. (No `url` here: Playwright
      // takes whichever of `url` and `wait` comes first, and the health check answers while the
      // seed is still writing, so a spec run on its own met half a demo.)
      wait: { stdout: /Site ready at/ },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        PORT: process.env.E2E_PORT,
        PB_DATA_DIR: process.env.E2E_DATA_DIR,
        SEED: "true",
        SITE_URL: baseURL,
        STAFF_EMAIL: "staff@example.com",
        STAFF_PASSWORD: "staff-demo-2026",
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: process.env.E2E_SMTP_PORT,
        MAIL_FROM: "Test Institute <news@example.com>",
        // The specs run the digest themselves (POST /api/digest/run).
        DIGEST_CRON: "off",
      },
    },
  ],
});
