import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";
import { activateLang } from "@/lib/i18n";
import { seed } from "@/lib/swr";

// findBy*/waitFor give up after 1 s by default. Two test workers on a shared 2-core machine made
// a DOCX conversion in a component test take longer than that; the wait ends as soon as the
// element is there, so a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share one jsdom and one module cache (isolate: false in
// tests/support/vitest-projects.ts): each file leaves them as a fresh visit finds them, in
// English, at "/", with nothing stored and nothing in SWR's embedded-data cache.
afterAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  window.history.replaceState(null, "", "/");
  seed.cache = new Map();
  seed.fresh = () => false;
  await activateLang("en");
});

afterEach(() => cleanup());
