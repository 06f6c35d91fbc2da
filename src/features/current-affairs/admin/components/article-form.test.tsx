import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import useSWR from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import { renderWithProviders } from "@/testing/render";
import type { CurrentAffair } from "@/types/pocketbase";
import { ArticleForm } from "./article-form";

// Plain functions around swappable implementations: a vi.fn() spy tracking a rejected promise is
// reported as unhandled even when the form catches it.
const log: string[] = [];
const NO_LEGACY = { converted: [], skipped: [] };
let legacyFile = false;
let pictureFile = false;
const taken = new Set<string>();
let sendImpl: () => Promise<unknown>;
let updateImpl: () => Promise<unknown>;
let finishImpl: (id: string, fields: object) => Promise<unknown>;

vi.mock("@/lib/docx/convert-docx", async (orig) => ({
  ...(await orig<typeof import("@/lib/docx/convert-docx")>()),
  convertDocx: async (_: Blob, o: { imageMode: string; convertLegacyFonts?: boolean }) => {
    const on = o.convertLegacyFonts ?? true;
    log.push(`convert ${o.imageMode}${on ? "" : " (legacy fonts as typed)"}`);
    if (pictureFile) {
      const png = (n: number) => new File(["png"], `image-${n}.png`, { type: "image/png" });
      return {
        html: '<p>Map</p><img src="docx-image:0"><img src="docx-image:1" alt="Bhakra dam">',
        images: [png(1), png(2)],
        messages: [],
        notes: [
          { kind: "equation-as-text", count: 2 },
          { kind: "picture-no-description", count: 1 },
        ],
        legacy: NO_LEGACY,
      };
    }
    if (!legacyFile)
      return { html: "<h1>Converted</h1>", images: [], messages: [], notes: [], legacy: NO_LEGACY };
    const count = { font: "AnmolLipi", runs: 1, characters: 1243 };
    return {
      html: on ? "<p>ਪੰਜਾਬ ਸਰਕਾਰ</p>" : "<p>pMjwb srkwr</p>",
      images: [],
      messages: [],
      notes: [],
      legacy: on
        ? { converted: [count], skipped: [] }
        : { converted: [], skipped: [{ ...count, reason: "off" }] },
    };
  },
  inlineImages: async (converted: { html: string }) => converted.html,
  resolveImagePlaceholders: (html: string) => html,
}));
vi.mock("../api/slug-exists", () => ({ slugExists: async (s: string) => taken.has(s) }));
vi.mock("../api/save-current-affair", () => ({
  buildArticleForm: () => new FormData(),
  storedImageUrls: () => [],
  sendArticleForm: () => {
    log.push("send");
    return sendImpl();
  },
  finishArticle: (id: string, fields: { name: string }) => {
    log.push(`finish ${id} ${fields.name}`);
    return finishImpl(id, fields);
  },
  updateArticleFields: (id: string, fields: { name: string; desc: string; tags: string[] }) => {
    log.push(`update ${id} ${fields.name} | ${fields.desc} | ${fields.tags.join(",")}`);
    return updateImpl();
  },
}));
// The tag picker (with its own tests) loads tags from the API; a stand-in with one tag here.
vi.mock("../tags/components/tag-picker", () => ({
  TagPicker: (p: { selected: string[]; onChange: (ids: string[]) => void; disabled?: boolean }) => (
    <button
      type="button"
      aria-pressed={p.selected.includes("t1")}
      disabled={p.disabled}
      onClick={() => p.onChange(p.selected.includes("t1") ? [] : ["t1"])}
    >
      Water
    </button>
  ),
}));
vi.mock("@/lib/toast", () => ({ toast: { success: (m: string) => log.push(`toast ${m}`) } }));

/** Stands for any mounted view of articles (a list, the dashboard): counts its reads. */
function ArticleReader() {
  const { data } = useSWR(["currentAffairs", "reader"], () => {
    log.push("read");
    return Promise.resolve("articles");
  });
  return <p>{data}</p>;
}

function renderForm(existing?: CurrentAffair) {
  renderWithProviders(
    <>
      <ArticleReader />
      <Routes>
        <Route path="/admin/currentaffairs/create" element={<ArticleForm existing={existing} />} />
        <Route path="/admin/currentaffairs" element={<p>the list</p>} />
      </Routes>
    </>,
    { route: "/admin/currentaffairs/create" },
  );
}

/** What the form did, without the reader's fetches. */
const actions = () => log.filter((l) => l !== "read");
const docx = (name: string) => new File(["PK"], name, { type: "application/octet-stream" });
const stored = {
  id: "rec9",
  name: "Budget 2026",
  seoURL: "budget-2026",
  date: "2026-02-01 00:00:00.000Z",
  desc: "Old words",
  tags: [],
  active: true,
  doc: "budget_abc.docx",
  html: "<p>Stored body</p>",
  images: [],
} as unknown as CurrentAffair;

function rejectWith(data: Record<string, { code: string; message: string }>) {
  return () =>
    Promise.reject(
      new ClientResponseError({ status: 400, data: { message: "Failed to create record.", data } }),
    );
}

beforeEach(() => {
  log.length = 0;
  legacyFile = false;
  pictureFile = false;
  // jsdom has no object URLs (the picture boxes show thumbnails through them).
  URL.createObjectURL = () => "blob:picture";
  URL.revokeObjectURL = () => {};
  taken.clear();
  sendImpl = async () => ({ id: "rec1", images: [] });
  updateImpl = async () => ({ id: "rec9" });
  finishImpl = async (id, fields) => ({ id, ...fields });
});

describe("ArticleForm", () => {
  it("lists what could not be converted and asks for a description of each picture Word gave none", async () => {
    pictureFile = true;
    let savedHtml = "";
    finishImpl = async (id, fields) => {
      savedHtml = (fields as { html: string }).html;
      return { id, ...fields };
    };
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("Dams.docx"));
    expect(await screen.findByText("2 equations shown as text")).toBeInTheDocument();
    expect(screen.getByText("1 picture has no description (add one below)")).toBeInTheDocument();
    // One box: the second picture has Word's description already.
    expect(screen.queryByLabelText("Description of picture 2")).toBeNull();
    await userEvent.type(screen.getByLabelText("Description of picture 1"), "Map of Punjab's rivers");
    await userEvent.click(screen.getByRole("button", { name: "Save article" }));
    await waitFor(() => expect(savedHtml).not.toBe(""));
    expect(savedHtml).toContain('<img src="docx-image:0" alt="Map of Punjab\'s rivers">');
    expect(savedHtml).toContain('alt="Bhakra dam"');
  });

  it("a chosen file sets the name and a unique SEO URL (-1 when taken), and shows the preview", async () => {
    taken.add("punjab-water-report");
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("Punjab-water-report.docx"));
    expect(await screen.findByDisplayValue("Punjab water report")).toBeInTheDocument();
    expect(await screen.findByText("/currentaffairs/punjab-water-report-1")).toBeInTheDocument();
    expect(screen.getByText("Converted")).toBeInTheDocument();
    expect(actions()).toEqual(["convert extract"]);
  });

  it("says what the legacy-font conversion did, and the checkbox converts the file again without it", async () => {
    legacyFile = true;
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("khabar.docx"));
    expect(
      await screen.findByText("Converted 1,243 characters from AnmolLipi to Unicode."),
    ).toBeInTheDocument();
    expect(screen.getByText("ਪੰਜਾਬ ਸਰਕਾਰ")).toBeInTheDocument();
    const box = screen.getByLabelText("Convert legacy Punjabi fonts to Unicode");
    expect(box).toBeChecked();
    expect(screen.queryByText("Converted")).not.toBeInTheDocument();

    await userEvent.click(box);
    expect(
      await screen.findByText("Conversion is off: 1,243 characters in AnmolLipi kept as typed."),
    ).toBeInTheDocument();
    expect(screen.getByText("pMjwb srkwr")).toBeInTheDocument();
    expect(screen.getByLabelText("Convert legacy Punjabi fonts to Unicode")).not.toBeChecked();
    // The name typed from the file name is not touched by the second conversion.
    expect(actions()).toEqual(["convert extract", "convert extract (legacy fonts as typed)"]);
  });

  it("a name in Gurmukhi gets a readable dated slug, never an empty one", async () => {
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("ਪੰਜਾਬ-ਖ਼ਬਰਾਂ.docx"));
    expect(
      await screen.findByText(/^\/currentaffairs\/current-affairs-\d{4}-\d{2}-\d{2}$/),
    ).toBeInTheDocument();
  });

  it("refuses a non-.docx file and uploads nothing", async () => {
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("virus.exe"), {
      applyAccept: false,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only Word documents (.docx) can be uploaded.",
    );
    expect(actions()).toEqual([]);
  });

  it("asks for the document and a name next to the fields; typing clears the name's message", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Save article" }));
    expect(await screen.findByText("Choose the Word document (.docx) for this article.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Enter a name.");
    await userEvent.type(screen.getByLabelText("Name"), "G");
    expect(screen.queryByText("Enter a name.")).not.toBeInTheDocument();
    expect(actions()).toEqual([]);
  });

  it("counts the characters of a name that is too long", async () => {
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("long.docx"));
    await screen.findByText("/currentaffairs/long");
    const name = screen.getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste("ਪ".repeat(301));
    await userEvent.click(screen.getByRole("button", { name: "Save article" }));
    expect(await screen.findByText("The name can have at most 300 characters (it has 301).")).toHaveAttribute(
      "id",
      "article-name-error",
    );
    expect(name).toHaveValue("ਪ".repeat(301));
    expect(actions()).toEqual(["convert extract"]);
  });

  it("keeps everything after a network failure and finishes on Retry", async () => {
    sendImpl = () =>
      Promise.reject(new ClientResponseError({ status: 0, originalError: new Error("offline") }));
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("gst-council.docx"));
    await screen.findByText("/currentaffairs/gst-council");
    await userEvent.type(screen.getByLabelText("Description"), "Rates cut");
    await userEvent.click(screen.getByRole("button", { name: "Save article" }));
    expect(await screen.findByText(/Everything you entered is kept/)).toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toHaveValue("Rates cut");
    expect(screen.getByLabelText("Name")).toHaveValue("gst council");
    expect(screen.getByLabelText("Name")).toBeEnabled();
    sendImpl = async () => ({ id: "rec1", images: [] });
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("the list")).toBeInTheDocument();
    // One conversion serves the preview, the failed attempt and the retry.
    expect(actions()).toEqual([
      "convert extract",
      "send",
      "send",
      "finish rec1 gst council",
      "toast Article created",
    ]);
  });

  it("a retry after a failed second step continues from the upload instead of creating a duplicate", async () => {
    finishImpl = () =>
      Promise.reject(new ClientResponseError({ status: 0, originalError: new Error("offline") }));
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("rivers.docx"));
    await screen.findByText("/currentaffairs/rivers");
    await userEvent.click(screen.getByRole("button", { name: "Save article" }));
    expect(await screen.findByText(/Everything you entered is kept/)).toBeInTheDocument();
    finishImpl = async (id, fields) => ({ id, ...fields });
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("the list")).toBeInTheDocument();
    expect(actions()).toEqual([
      "convert extract",
      "send",
      "finish rec1 rivers",
      "finish rec1 rivers",
      "toast Article created",
    ]);
  });

  it("shows a taken SEO URL next to the field, with what was typed kept", async () => {
    sendImpl = rejectWith({ seoURL: { code: "validation_not_unique", message: "Value must be unique." } });
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("same.docx"));
    await screen.findByText("/currentaffairs/same");
    await userEvent.type(screen.getByLabelText("Description"), "Kept");
    await userEvent.click(screen.getByRole("button", { name: "Save article" }));
    const message = await screen.findByText(
      "Another article already uses this SEO URL. Press Recheck to get a free one.",
    );
    expect(message).toHaveAttribute("id", "article-seo-error");
    expect(screen.getByRole("status", { name: "SEO URL" })).toHaveAccessibleDescription(message.textContent!);
    expect(screen.getByText(/The article was not saved\. Failed to create record\./)).toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toHaveValue("Kept");
    expect(screen.getByLabelText("Name")).toHaveValue("same");
  });

  it("puts the server's message about the name next to the name, keeping every field", async () => {
    updateImpl = rejectWith({
      name: { code: "validation_max_text_constraint", message: "Must be no more than 300 character(s)." },
    });
    renderForm(stored);
    const name = screen.getByLabelText("Name");
    expect(name).toHaveValue("Budget 2026");
    await userEvent.type(name, " revised");
    await userEvent.clear(screen.getByLabelText("Description"));
    await userEvent.type(screen.getByLabelText("Description"), "New words");
    await userEvent.click(screen.getByRole("button", { name: "Water" }));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Must be no more than 300 character(s).")).toHaveAttribute(
      "id",
      "article-name-error",
    );
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveValue("Budget 2026 revised");
    expect(screen.getByLabelText("Description")).toHaveValue("New words");
    expect(screen.getByRole("button", { name: "Water" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("/currentaffairs/budget-2026")).toBeInTheDocument();
    expect(actions()).toEqual(["update rec9 Budget 2026 revised | New words | t1"]);
  });

  it("saves an edit without a new document as plain fields, keeps the SEO URL and refreshes article views", async () => {
    renderForm(stored);
    await screen.findByText("articles");
    expect(log.filter((l) => l === "read")).toHaveLength(1);
    expect(screen.getByText("Current document: budget_abc.docx")).toBeInTheDocument();
    expect(screen.getByText("Stored body")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Description"), " ");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("the list")).toBeInTheDocument();
    expect(actions()).toEqual(["update rec9 Budget 2026 | Old words | ", "toast Article updated"]);
    await waitFor(() => expect(log.filter((l) => l === "read")).toHaveLength(2));
  });
});
