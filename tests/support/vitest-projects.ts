// Vitest's projects (vitest.config.ts adds them to vite.config.ts). Here, inside tests/, so that
// `npm run typecheck` checks them. `npm run test:unit` runs unit and unit-dom,
// `npm run test:integration` runs integration.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ViteUserConfig } from "vitest/config";

// Unit files that need a DOM (document, DOMParser, localStorage, window events…) although they
// hold no component: they run in jsdom with the component tests (*.test.tsx). Every other *.test.ts
// runs in plain Node, which starts far faster. A new .test.ts that fails there with
// "document is not defined" (or the like) belongs on this list.
const DOM_TESTS = [
  "src/features/current-affairs/api/convert-legacy-document.test.ts",
  "src/features/inbox/api/export-csv.test.ts",
  "src/features/quizzes/player/progress.test.ts",
  "src/features/quizzes/player/use-countdown.test.ts",
  "src/features/settings/admin/image-check.test.ts",
  "src/features/students/session.test.ts",
  "src/lib/after-first-paint.test.ts",
  "src/lib/docx/convert-docx.test.ts",
  "src/lib/docx/legacy-docx.test.ts",
  "src/lib/docx/render-docx-parity.test.ts",
  "src/lib/docx/run-docx-job.test.ts",
  "src/lib/docx/run-worker.test.ts",
  "src/lib/i18n.test.ts",
  "src/lib/image-size.test.ts",
  "src/lib/offline/saved-articles.test.ts",
  "src/lib/offline/sw-routes.test.ts",
  "src/lib/sanitize.test.ts",
];

// The unit files' limit, from measurement: the slowest unit test without a limit of its own took
// 7.9 s (a zip bomb built, then refused) with two workers and the load average at 14–18; 20 s is
// room for a machine twice that slow. Vitest's default of 5 s failed there.
const UNIT_TIMEOUT = 20_000;

// Unit files share their worker's module cache and (unit-dom) its jsdom: isolating each file cost
// 3x the CPU (unit-dom: 125 s of CPU isolated, 40 s shared, measured with --no-isolate). State a
// file could leave behind (language, storage, cookies, URL, SWR's seed) is reset before each file
// in src/testing/setup-tests.ts; a file that mocks a module another file may have loaded first
// loads its subject afresh (vi.resetModules, as extract-docx-text.test.ts does).
const ISOLATE = false;
// Files that mock a module (vi.mock) need a module cache of their own: in a shared one, the module
// may already have been loaded unmocked by an earlier file. Found by reading the files, so a new
// file that mocks is isolated without anyone listing it. Also i18n.test.ts, which checks what the
// first switch to Punjabi loads.
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f).replaceAll("\\", "/"));
const mocks = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, "utf8"));
const ISOLATED_TESTS = [
  ...testFiles("src").filter(mocks),
  ...testFiles("shared").filter(mocks),
  ...testFiles("pb_hooks").filter(mocks),
  "src/lib/i18n.test.ts",
];
const ISOLATED_DOM_TESTS = ISOLATED_TESTS.filter((f) => f.endsWith(".tsx") || DOM_TESTS.includes(f));
const ISOLATED_NODE_TESTS = ISOLATED_TESTS.filter((f) => !ISOLATED_DOM_TESTS.includes(f));

export const test: NonNullable<ViteUserConfig["test"]> = {
  // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core machine.
  // Unit files are CPU-bound, so as many workers as cores; integration sets its own.
  maxWorkers: 2,
  projects: [
    {
      extends: true,
      test: {
        name: "unit",
        environment: "node",
        isolate: ISOLATE,
        include: ["src/**/*.test.ts", "shared/**/*.test.ts", "pb_hooks/**/*.test.ts"],
        exclude: [...DOM_TESTS, ...ISOLATED_NODE_TESTS],
        testTimeout: UNIT_TIMEOUT,
        // Node has no Web Worker either: the DOCX worker runs in-thread here too.
        setupFiles: ["src/testing/setup-shared-worker.ts", "src/lib/docx/in-thread-worker.setup.ts"],
        css: false,
      },
    },
    {
      extends: true,
      test: {
        name: "unit-dom",
        environment: "jsdom",
        isolate: ISOLATE,
        include: ["src/**/*.test.tsx", ...DOM_TESTS],
        exclude: ISOLATED_DOM_TESTS,
        testTimeout: UNIT_TIMEOUT,
        // jsdom has no Web Worker: the second file stands in for the DOCX worker (the app has no
        // in-thread fallback, so mammoth ships once, in the worker chunk).
        setupFiles: [
          "src/testing/setup-shared-worker.ts",
          "src/testing/setup-tests.ts",
          "src/lib/docx/in-thread-worker.setup.ts",
        ],
        css: false,
      },
    },
    {
      extends: true,
      test: {
        name: "unit-isolated",
        environment: "node",
        include: ISOLATED_NODE_TESTS,
        testTimeout: UNIT_TIMEOUT,
        setupFiles: ["src/lib/docx/in-thread-worker.setup.ts"],
        css: false,
      },
    },
    {
      extends: true,
      test: {
        name: "unit-dom-isolated",
        environment: "jsdom",
        include: ISOLATED_DOM_TESTS,
        testTimeout: UNIT_TIMEOUT,
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
        // Migrates one template data dir; each file's server starts from a copy of it.
        globalSetup: ["tests/integration/support/global-setup.ts"],
        testTimeout: 60_000,
        hookTimeout: 60_000,
        // Each file has its own PocketBase on its own port and data dir, so files run side by
        // side: most of a file's time is spent waiting on its server, so more files than cores.
        maxWorkers: 4,
        // A different maxWorkers needs a group of its own (after the unit files in `vitest run`).
        sequence: { groupOrder: 1 },
      },
    },
  ],
};
