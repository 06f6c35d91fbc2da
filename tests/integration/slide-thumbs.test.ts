// The home banner's slide pictures are served as the thumbs the page's srcset names (640, 960 and
// 1280 px wide, migrations 1764100200 and 1764200100); PocketBase serves the original file for
// any size a field does not declare.
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeBannerPng } from "../../scripts/lib/png.mjs";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
let url = "";
beforeAll(async () => {
  s = await startTestServer();
  const rec = await s.admin.collection("settings").create({
    instituteName: "Test Academy",
    slides: [{ title: "One", text: "a", image: "new:slide.png" }],
    slideImages: [new File([makeBannerPng(1600, 900)], "slide.png", { type: "image/png" })],
  });
  url = `${s.url}/api/files/settings/${rec.id}/${rec.slideImages[0]}`;
}, 60_000);
afterAll(async () => s?.stop());

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(res: Response) {
  const b = Buffer.from(await res.arrayBuffer());
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

it("serves each srcset width of a slide as a resized thumb", async () => {
  for (const [w, h] of [
    [640, 360],
    [960, 540],
    [1280, 720],
  ]) {
    const res = await fetch(`${url}?thumb=${w}x${h}`);
    expect(res.status).toBe(200);
    expect(await pngSize(res)).toEqual({ width: w, height: h });
  }
});

it("serves the original for a size that is not declared", async () => {
  expect(await pngSize(await fetch(`${url}?thumb=800x450`))).toEqual({ width: 1600, height: 900 });
});
