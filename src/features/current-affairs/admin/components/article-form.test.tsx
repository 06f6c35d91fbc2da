import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import { ArticleForm } from "./article-form";

// Plain functions around swappable implementations: a vi.fn() spy tracking a rejected promise is
// reported as unhandled even when the form catches it.
const log: string[] = [];
const taken = new Set<string>();
let sendImpl: () => Promise<unknown>;

vi.mock("@/lib/docx/convert-docx", async (orig) => ({
  ...(await orig<typeof import("@/lib/docx/convert-docx")>()),
  convertDocx: async (_: Blob, o: { imageMode: string }) => {
    log.push(`convert ${o.imageMode}`);
    return { html: "<h1>Converted</h1>", images: [], messages: [] };
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
  finishArticle: async (id: string, fields: { name: string }) => {
    log.push(`finish ${id} ${fields.name}`);
    return { id, ...fields };
  },
  updateArticleFields: async () => ({ id: "x" }),
}));
vi.mock("@/lib/toast", () => ({ toast: { success: (m: string) => log.push(`toast ${m}`) } }));

function renderForm() {
  render(
    <MemoryRouter initialEntries={["/admin/currentaffairs/create"]}>
      <Routes>
        <Route
          path="/admin/currentaffairs/create"
          element={<ArticleForm renderTags={() => <p>tags here</p>} />}
        />
        <Route path="/admin/currentaffairs" element={<p>the list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const docx = (name: string) => new File(["PK"], name, { type: "application/octet-stream" });

beforeEach(() => {
  log.length = 0;
  taken.clear();
  sendImpl = async () => ({ id: "rec1", images: [] });
});

describe("ArticleForm", () => {
  it("a chosen file sets the name and a unique SEO URL (-1 when taken), and shows the preview", async () => {
    taken.add("punjab-water-report");
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("Punjab-water-report.docx"));
    expect(await screen.findByDisplayValue("Punjab water report")).toBeInTheDocument();
    expect(await screen.findByText("/currentaffairs/punjab-water-report-1")).toBeInTheDocument();
    expect(screen.getByText("Converted")).toBeInTheDocument();
    expect(log).toEqual(["convert extract"]);
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
    expect(log).toEqual([]);
  });

  it("asks for the document and a name next to the fields", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Save article" }));
    expect(screen.getByText("Choose the Word document (.docx) for this article.")).toBeInTheDocument();
    expect(screen.getByText("Enter a name.")).toBeInTheDocument();
    expect(log).toEqual([]);
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
    sendImpl = async () => ({ id: "rec1", images: [] });
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("the list")).toBeInTheDocument();
    // One conversion serves the preview, the failed attempt and the retry.
    expect(log).toEqual([
      "convert extract",
      "send",
      "send",
      "finish rec1 gst council",
      "toast Article created",
    ]);
  });

  it("shows a taken SEO URL next to the field", async () => {
    sendImpl = () =>
      Promise.reject(
        new ClientResponseError({
          status: 400,
          data: {
            message: "Failed to create record.",
            data: { seoURL: { code: "validation_not_unique", message: "Value must be unique." } },
          },
        }),
      );
    renderForm();
    await userEvent.upload(screen.getByLabelText("Word document (.docx)"), docx("same.docx"));
    await screen.findByText("/currentaffairs/same");
    await userEvent.click(screen.getByRole("button", { name: "Save article" }));
    expect(await screen.findByText(/Another article already uses this SEO URL/)).toBeInTheDocument();
  });
});
