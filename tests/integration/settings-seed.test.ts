// The demo seed's banner and results pictures: a site seeded before slide pictures existed (the
// placeholder "Slide 1…4" banner) gets them once; running the seed again changes nothing.
import { afterAll, beforeAll, expect, it } from "vitest";
import defaults from "../../src/config/site-defaults.json";
import { seed } from "../../scripts/lib/seed.mjs";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.stop());

it("gives an old placeholder banner real headlines with pictures, once", async () => {
  const old = await s.admin.collection("settings").create({ ...defaults.settings });
  expect(old.slides[0].title).toBe("Slide 1");
  const args = {
    url: s.url,
    bin: s.bin,
    dataDir: s.dataDir,
    staffEmail: "demo@example.com",
    staffPassword: "demo-pass-2026",
    log: () => {},
  };
  await seed(args);
  const after = await s.guest().collection("settings").getOne(old.id);
  expect(after.slides).toHaveLength(4);
  expect(after.slides[0].title).toBe("New Punjab Police batch starts 1 December");
  expect(after.slides[0].ctaUrl).toBe("/courses");
  expect(after.slideImages).toHaveLength(4);
  expect(after.slides.map((x: { image: string }) => x.image)).toEqual(after.slideImages);
  const withPhotos = after.results.filter((r: { photo?: string }) => r.photo);
  expect(withPhotos).toHaveLength(4);
  expect(after.resultPhotos).toHaveLength(4);
  // The thumb the banner asks for exists at its fixed size.
  const thumb = await fetch(`${s.url}/api/files/settings/${old.id}/${after.slideImages[0]}?thumb=1280x720`);
  expect(thumb.headers.get("content-type")).toBe("image/png");

  await seed(args);
  const again = await s.guest().collection("settings").getOne(old.id);
  expect(again.slideImages).toEqual(after.slideImages);
  expect(again.resultPhotos).toEqual(after.resultPhotos);
  expect(again.updated).toBe(after.updated);
}, 120_000);
