// The Settings page's server side (pb_hooks/lib/settings-save.js) against a real PocketBase:
// the X-Settings-Updated concurrency check, course-category renames and removals, slide and result
// images, the About text, file type checks and anonymous writes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBannerPng } from "../../scripts/lib/png.mjs";
import { makeTextPdf } from "../../scripts/lib/pdf.mjs";
import { startTestServer, status, type TestServer } from "./support/server";

let s: TestServer;
let id = "";
beforeAll(async () => {
  s = await startTestServer();
  const rec = await s.admin.collection("settings").create({
    instituteName: "Test Academy",
    courseCategories: [
      { id: 1, name: "Punjab Govt." },
      { id: 2, name: "Teaching" },
      { id: 3, name: "E-Books" },
    ],
  });
  id = rec.id;
  await s.admin
    .collection("courses")
    .create({ name: "Patwari", cat: ["Punjab Govt.", "E-Books"], active: true });
  await s.admin.collection("courses").create({ name: "PSTET", cat: ["Teaching"], active: true });
}, 60_000);
afterAll(async () => s?.stop());

type Failure = { status: number; message: string; response: { data: Record<string, { message: string }> } };
async function failure(p: Promise<unknown>): Promise<Failure> {
  try {
    await p;
  } catch (err) {
    return err as Failure;
  }
  throw new Error("expected the request to fail");
}

async function current() {
  return s.staff.collection("settings").getOne(id);
}
function save(body: Record<string, unknown>, updated: string) {
  return s.staff.collection("settings").update(id, body, { headers: { "X-Settings-Updated": updated } });
}

const png = () => new File([makeBannerPng(64, 36)], "slide.png", { type: "image/png" });

describe("concurrency", () => {
  it("refuses the later of two saves made from the same loaded version, with 409 and the time", async () => {
    const { updated } = await current();
    await save({ phone: "+91 90000 00001" }, updated);
    const err = await failure(save({ tagline: "Mine" }, updated));
    expect(err.status).toBe(409);
    expect(err.message).toMatch(/^Someone else changed these settings at \d\d:\d\d/);
    const now = await current();
    expect(now.phone).toBe("+91 90000 00001");
    expect(now.tagline).toBe("");
  });

  it("lets exactly one of two simultaneous saves through", async () => {
    const { updated } = await current();
    const results = await Promise.all([
      status(save({ tagline: "A" }, updated)),
      status(save({ tagline: "B" }, updated)),
    ]);
    expect(results.sort()).toEqual([200, 409]);
  });

  it("applies to every section, including files", async () => {
    const { updated } = await current();
    await save({ address: "Bathinda" }, updated);
    const pdf = new File([makeTextPdf({ title: "B", lines: ["x"] })], "b.pdf", { type: "application/pdf" });
    expect(await status(save({ brochure: pdf }, updated))).toBe(409);
  });
});

describe("course categories", () => {
  it("renames a category in every course that uses it, in the same save", async () => {
    const { updated, courseCategories } = await current();
    const next = courseCategories.map((c: { id: number; name: string }) =>
      c.id === 1 ? { ...c, name: "Punjab Govt. Jobs" } : c,
    );
    await save({ courseCategories: next }, updated);
    const courses = await s.admin.collection("courses").getFullList();
    const cats = Object.fromEntries(courses.map((c) => [c.name, c.cat]));
    expect(cats).toEqual({ Patwari: ["Punjab Govt. Jobs", "E-Books"], PSTET: ["Teaching"] });
  });

  it("refuses a name equal to another one ignoring case, next to the field", async () => {
    const { updated, courseCategories } = await current();
    const next = courseCategories.map((c: { id: number; name: string }) =>
      c.id === 3 ? { ...c, name: "teaching" } : c,
    );
    const err = await failure(save({ courseCategories: next }, updated));
    expect(err.status).toBe(400);
    expect(err.response.data.courseCategories.message).toMatch(/two categories called “teaching”/);
    expect((await current()).courseCategories[2].name).toBe("E-Books");
  });

  it("refuses removing a category a course uses, and allows it once none does", async () => {
    const before = await current();
    const without = before.courseCategories.filter((c: { id: number }) => c.id !== 2);
    const err = await failure(save({ courseCategories: without }, before.updated));
    expect(err.response.data.courseCategories.message).toBe(
      "Category “Teaching” is used by 1 course. Move it to another category first.",
    );
    const pstet = await s.admin.collection("courses").getFirstListItem('name = "PSTET"');
    await s.admin.collection("courses").update(pstet.id, { cat: [] });
    await save({ courseCategories: without }, before.updated);
    expect((await current()).courseCategories.map((c: { name: string }) => c.name)).toEqual([
      "Punjab Govt. Jobs",
      "E-Books",
    ]);
  });
});

describe("images and files", () => {
  it("stores a new slide image under the slide that names it", async () => {
    const { updated } = await current();
    const rec = await save(
      {
        slides: [
          { title: "One", text: "a", image: "new:slide-abc.png" },
          { title: "Two", text: "b" },
        ],
        "slideImages+": [new File([makeBannerPng(64, 36)], "slide-abc.png", { type: "image/png" })],
      },
      updated,
    );
    expect(rec.slideImages).toHaveLength(1);
    expect(rec.slides[0].image).toBe(rec.slideImages[0]);
    const thumb = await fetch(`${s.url}/api/files/settings/${id}/${rec.slideImages[0]}?thumb=640x360`);
    expect(thumb.status).toBe(200);
  });

  it("refuses a slide image that is not a file of the record", async () => {
    const { updated } = await current();
    const err = await failure(save({ slides: [{ title: "X", text: "y", image: "other.png" }] }, updated));
    expect(err.response.data.slides.message).toMatch(/Slide 1: its image was not uploaded/);
  });

  it("refuses a fake image and a brochure that is not a PDF", async () => {
    const { updated } = await current();
    const fake = new File(["MZ not really a png"], "photo.png", { type: "image/png" });
    const err = await failure(
      save(
        { results: [{ name: "A", exam: "B", year: 2025, photo: "new:photo.png" }], "resultPhotos+": [fake] },
        updated,
      ),
    );
    expect(err.status).toBe(400);
    expect(JSON.stringify(err.response.data)).toMatch(/mime type must be one of/);
    const notPdf = new File([makeBannerPng(10, 10)], "brochure.pdf", { type: "application/pdf" });
    const err2 = await failure(save({ brochure: notPdf }, updated));
    expect(err2.response.data.brochure).toBeTruthy();
    expect(png().size).toBeGreaterThan(0);
  });

  it("stores a result photo", async () => {
    const { updated } = await current();
    const rec = await save(
      {
        results: [{ name: "Simran Kaur", exam: "PCS", year: 2025, rank: "12", photo: "new:r1.png" }],
        "resultPhotos+": [new File([makeBannerPng(40, 40)], "r1.png", { type: "image/png" })],
      },
      updated,
    );
    expect(rec.results[0].photo).toBe(rec.resultPhotos[0]);
  });
});

describe("About text and access", () => {
  it("refuses a script in the About text", async () => {
    const { updated } = await current();
    for (const about of [
      "<p>x</p><script>alert(1)</script>",
      '<p><img src="x" onerror="alert(1)"></p>',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      const err = await failure(save({ about }, updated));
      expect(err.response.data.about.message).toMatch(/script or an element that is not allowed/);
    }
    await save(
      { about: "<h2>Our story</h2><p><strong>Since 2012</strong></p><ul><li>PCS</li></ul>" },
      updated,
    );
  });

  it("refuses a site path as a social or app link (https only), and allows prose mentioning javascript:", async () => {
    const { updated } = await current();
    const err = await failure(save({ social: { youtube: "/videos" } }, updated));
    expect(err.response.data.social.message).toBe(
      "Link social.youtube must be a full address starting with https://.",
    );
    const err2 = await failure(save({ appLinks: { ios: "http://apps.apple.com/x" } }, updated));
    expect(err2.response.data.appLinks.message).toMatch(/appLinks.ios must be an https:\/\/ address/);
    const rec = await save(
      { about: "<p>Never click a javascript: link; the onion = vegetable.</p>" },
      updated,
    );
    expect(rec.about).toContain("javascript: link");
  });

  it("refuses anonymous writes, with or without the header", async () => {
    const { updated } = await current();
    const g = s.guest();
    expect(
      await status(
        g.collection("settings").update(id, { phone: "1" }, { headers: { "X-Settings-Updated": updated } }),
      ),
    ).toBe(404);
    expect(await status(g.collection("settings").update(id, { "slideImages+": [png()] }))).toBe(404);
    expect((await current()).phone).toBe("+91 90000 00001");
  });
});
