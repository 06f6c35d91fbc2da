import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, status, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.stop());

it("the migration turns the limiter on with tight sign-in and public-form limits", async () => {
  // startTestServer switched it off for the other tests: restore the migration's rules.
  const before = await s.admin.settings.getAll();
  expect(before.rateLimits.rules.map((r: { label: string }) => r.label)).toEqual(
    expect.arrayContaining(["*:authWithPassword", "subscribers:create", "leads:create", "messages:create"]),
  );
  await s.admin.settings.update({ rateLimits: { ...before.rateLimits, enabled: true } });

  const g = s.guest();
  const results: number[] = [];
  for (let i = 0; i < 7; i++)
    results.push(await status(g.collection("leads").create({ name: "Aman Deep", mobile: "9876543210" })));
  expect(results.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(results.slice(5)).toEqual([429, 429]);

  // A different e-mail each time: the per-account lock-out (sign-in.pb.js) must not be what answers.
  const logins: number[] = [];
  for (let i = 0; i < 12; i++)
    logins.push(
      await status(s.guest().collection("users").authWithPassword(`x${i}@example.com`, "wrong-pass")),
    );
  expect(logins.slice(0, 10)).toEqual(Array(10).fill(400));
  expect(logins.slice(10)).toEqual([429, 429]);
});
