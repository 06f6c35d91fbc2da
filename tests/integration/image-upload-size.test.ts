// Issue 25, hole 4: decompression bombs. A 70 KB PNG of 24000 × 24000 pixels was accepted as a
// course picture, and its first thumbnail took 13 s and 962 MB. Every image field of every
// collection now refuses a picture over 40 megapixels (read from its header) with a 400 on that
// field naming the file (pb_hooks/lib/image-size.js); normal pictures are stored as before.
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gifFile,
  jpegFile,
  pngFile,
  webpExtendedFile,
  webpLosslessFile,
} from "../../src/testing/image-files";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.stop();
});

const bomb = pngFile(24000, 24000);
const file = (bytes: Buffer<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });

interface Refusal {
  status: number;
  message: string;
  data: Record<string, { code: string; message: string }>;
}
async function refusal(p: Promise<unknown>): Promise<Refusal> {
  try {
    await p;
  } catch (err) {
    const e = err as { status: number; response: { message: string; data: Refusal["data"] } };
    return { status: e.status, message: e.response.message, data: e.response.data };
  }
  throw new Error("expected the server to refuse the upload");
}

const tooBig = (name: string, size: string) =>
  `"${name}" is ${size}; a picture may have at most 40 megapixels. ` +
  "Make it smaller (for example 4000 × 3000 pixels) and upload it again.";

const course = (image: File) => ({
  name: "Bomb course",
  price: 100,
  url: "https://store.example.in/c/1",
  active: false,
  image,
});

describe("pictures over 40 megapixels are refused on upload", () => {
  it("a course picture: the 70 KB PNG of 24000 × 24000 pixels, and a WebP that says as much", async () => {
    expect(bomb.length).toBeLessThan(200 * 1024);
    const png = await refusal(
      s.staff.collection("courses").create(course(file(bomb, "bomb.png", "image/png"))),
    );
    expect(png.status).toBe(400);
    expect(png.data["image"]).toEqual({
      code: "validation_image_too_many_pixels",
      message: tooBig("bomb.png", "24,000 × 24,000 pixels (576 megapixels)"),
    });
    const webp = await refusal(
      s.staff
        .collection("courses")
        .create(course(file(webpExtendedFile(24000, 24000), "wide.webp", "image/webp"))),
    );
    expect(webp.data["image"]?.message).toBe(tooBig("wide.webp", "24,000 × 24,000 pixels (576 megapixels)"));
    expect((await s.staff.collection("courses").getFullList()).map((c) => c.name)).not.toContain(
      "Bomb course",
    );
  });

  it("a normal course picture is stored, and a bomb cannot replace it", async () => {
    const ok = await s.staff
      .collection("courses")
      .create(course(file(pngFile(1280, 720), "cover.png", "image/png")));
    expect(ok.image).toMatch(/^cover_\w+\.png$/);
    const lossless = await refusal(
      s.staff
        .collection("courses")
        .update(ok.id, { image: file(webpLosslessFile(16384, 16384), "big.webp", "image/webp") }),
    );
    expect(lossless.data["image"]?.message).toBe(
      tooBig("big.webp", "16,384 × 16,384 pixels (268 megapixels)"),
    );
    expect((await s.staff.collection("courses").getOne(ok.id)).image).toBe(ok.image);
  });

  it("the settings' banner slides and result photos", async () => {
    const hundred = pngFile(10000, 10000);
    const slide = await refusal(
      s.admin.collection("settings").create({
        instituteName: "Test Academy",
        slides: [{ title: "One", text: "a", image: "new:slide.png" }],
        slideImages: [file(hundred, "slide.png", "image/png")],
      }),
    );
    expect(slide.status).toBe(400);
    expect(slide.data["slideImages"]?.message).toBe(
      tooBig("slide.png", "10,000 × 10,000 pixels (100 megapixels)"),
    );
    const rec = await s.admin.collection("settings").create({
      instituteName: "Test Academy",
      slides: [{ title: "One", text: "a", image: "new:slide.png" }],
      slideImages: [file(pngFile(1600, 900), "slide.png", "image/png")],
    });
    const photo = await refusal(
      s.admin.collection("settings").update(rec.id, {
        results: [{ name: "A", exam: "B", photo: "new:photo.jpg" }],
        "resultPhotos+": [file(jpegFile(9000, 9000, 40_000), "photo.jpg", "image/jpeg")],
      }),
    );
    expect(photo.data["resultPhotos"]?.message).toBe(
      tooBig("photo.jpg", "9,000 × 9,000 pixels (81 megapixels)"),
    );
  });

  it("an article's pictures, GIF included, name the one file that is too big", async () => {
    const fields = {
      name: "Pictures",
      date: "2026-11-22 00:00:00.000Z",
      seoURL: "pictures",
      active: false,
      html: "",
    };
    const gif = await refusal(
      s.staff.collection("currentAffairs").create({
        ...fields,
        images: [
          file(pngFile(800, 600), "docximg0.png", "image/png"),
          file(gifFile(24000, 24000), "docximg1.gif", "image/gif"),
        ],
      }),
    );
    expect(gif.data["images"]?.message).toBe(
      tooBig("docximg1.gif", "24,000 × 24,000 pixels (576 megapixels)"),
    );
    const ok = await s.staff.collection("currentAffairs").create({
      ...fields,
      images: [file(pngFile(800, 600), "docximg0.png", "image/png")],
    });
    expect(ok.images).toHaveLength(1);
  });
});

describe("every image field is covered", () => {
  it("a staff member's avatar too", async () => {
    const me = s.staff.authStore.record!;
    const avatar = await refusal(
      s.staff.collection("users").update(me.id, { avatar: file(bomb, "me.png", "image/png") }),
    );
    expect(avatar.data["avatar"]?.message).toBe(tooBig("me.png", "24,000 × 24,000 pixels (576 megapixels)"));
  });

  it("each collection with a file field that takes pictures is checked by the hook", async () => {
    const module = { exports: {} as { IMAGE_COLLECTIONS: string[] } };
    runInNewContext(readFileSync(new URL("../../pb_hooks/lib/image-size.js", import.meta.url), "utf8"), {
      module,
    });
    const withImages = (await s.admin.collections.getFullList())
      .filter((c) =>
        (c.fields as { type: string; mimeTypes?: string[] }[]).some(
          (f) =>
            f.type === "file" && (!f.mimeTypes?.length || f.mimeTypes.some((m) => m.startsWith("image/"))),
        ),
      )
      .map((c) => c.name)
      .sort();
    // users: PocketBase's own avatar field.
    expect(withImages).toEqual(["courses", "currentAffairs", "settings", "users"]);
    expect([...module.exports.IMAGE_COLLECTIONS].sort()).toEqual(withImages);
  });
});
