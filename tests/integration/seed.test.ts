import { afterAll, beforeAll, expect, it } from "vitest";
import { seed } from "../../scripts/lib/seed.mjs";
import { client, startTestServer, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.stop());

it("loads realistic demo content, and running it again adds nothing", async () => {
  const args = {
    url: s.url,
    bin: s.bin,
    dataDir: s.dataDir,
    staffEmail: "demo@example.com",
    staffPassword: "demo-pass-2026",
    log: () => {},
  };
  const first = await seed(args);
  expect(first).toMatchObject({ tags: 7, articles: 17, quizzes: 3, courses: 4, settings: 1, staff: 1 });
  const again = await seed(args);
  expect(again).toEqual({ tags: 0, articles: 0, quizzes: 0, courses: 0, settings: 0, staff: 0 });

  const g = client(s.url);
  const published = await g.collection("currentAffairs").getFullList();
  expect(published).toHaveLength(16); // one seeded article is a draft
  expect(published.every((a) => a.doc.endsWith(".docx"))).toBe(true);
  expect((await g.collection("quizs").getFullList()).length).toBe(2);
  // The article typed in AnmolLipi is stored as Unicode Gurmukhi (English labels untouched).
  const anmol = published.find((a) => a.seoURL === "punjab-paddy-procurement-anmollipi");
  expect(anmol?.html).toContain("<h1>ਪੰਜਾਬ ਵਿੱਚ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ ਸ਼ੁਰੂ</h1>".normalize("NFC"));
  expect(anmol?.html).toContain(
    "<strong>Why it matters: </strong>ਪੰਜਾਬ ਸਰਕਾਰ ਨੇ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਸਰਕਾਰੀ ਖ਼ਰੀਦ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤੀ ਹੈ।".normalize("NFC"),
  );
  expect(anmol?.html).toContain("<td><p>ਖੁਰਾਕ ਤੇ ਸਿਵਲ ਸਪਲਾਈ ਵਿਭਾਗ, ਪੰਜਾਬ</p></td>");
  expect(anmol?.html).not.toMatch(/pMjwb|Jony/);
  const prices = (await g.collection("courses").getFullList({ sort: "order" })).map((c) => c.price);
  expect(prices).toEqual([297, 18500, 55000, 1799]);

  // The demo staff account can sign in.
  const staff = client(s.url);
  await staff.collection("users").authWithPassword("demo@example.com", "demo-pass-2026");
  expect(staff.authStore.isValid).toBe(true);
});
