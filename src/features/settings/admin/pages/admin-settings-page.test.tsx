import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Link } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { Settings } from "@/types/pocketbase";
import { AdminSettingsPage } from "./admin-settings-page";

vi.mock("@/lib/toast", () => ({ toast: { success: () => {}, error: () => {} } }));

const baseRecord = (): Settings =>
  ({
    id: "s1",
    collectionId: "pbc_settings",
    collectionName: "settings",
    created: "2026-01-01 00:00:00.000Z",
    updated: "2026-11-23 10:00:00.000Z",
    instituteName: "Test <b>Academy</b>",
    tagline: "",
    phone: "+91 90000 00000",
    whatsapp: "",
    email: "info@example.com",
    address: "",
    mapUrl: "",
    storeUrl: "",
    siteUrl: "",
    social: { facebook: "https://facebook.com/x" },
    appLinks: {},
    brochure: "",
    stats: [{ label: "Students", value: "930+", note: "" }],
    slides: [
      { title: "First", text: "a" },
      { title: "Second", text: "b" },
    ],
    courseCategories: [
      { id: 1, name: "Teaching" },
      { id: 2, name: "E-Books" },
    ],
    testimonials: [],
    results: [],
    about: "<p>Our story</p>",
    slideImages: [],
    resultPhotos: [],
  }) as unknown as Settings;

let record: Settings;
let getImpl: () => Response | Promise<Response>;
let patchImpl: (body: Record<string, unknown>) => Response;
const patches: { header: string | null; body: Record<string, unknown> }[] = [];

const server = setupServer(
  http.get("*/api/collections/settings/records", () => getImpl()),
  http.get("*/api/newsletter/status", () =>
    HttpResponse.json({
      emailOn: false,
      smtpHost: "",
      mailFrom: "",
      digestTime: "07:00",
      confirmed: 0,
      pending: 0,
      unsubscribed: 0,
      lastRun: null,
    }),
  ),
  http.patch("*/api/collections/settings/records/s1", async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    patches.push({ header: request.headers.get("X-Settings-Updated"), body });
    return patchImpl(body);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  record = baseRecord();
  patches.length = 0;
  getImpl = () => HttpResponse.json({ page: 1, perPage: 1, totalItems: 1, totalPages: 1, items: [record] });
  let n = 0;
  patchImpl = (body) => {
    n++;
    record = { ...record, ...body, updated: `2026-11-23 10:0${n}:00.000Z` } as Settings;
    return HttpResponse.json(record);
  };
});

function renderPage() {
  return renderWithProviders(
    <>
      <Link to="/admin">Go to the dashboard</Link>
      <AdminSettingsPage />
    </>,
    { route: "/admin/settings" },
  );
}

const section = (name: string) => screen.getByRole("region", { name });
const fail = (
  status: number,
  message: string,
  data: Record<string, { code: string; message: string }> = {},
) => HttpResponse.json({ status, message, data }, { status });

describe("loading, error and empty states", () => {
  it("shows a spinner, then the sections", async () => {
    renderPage();
    expect(screen.getByText("Loading settings…")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Institute" })).toBeInTheDocument();
    for (const name of [
      "Banner slides",
      "Statistics",
      "Course categories",
      "Testimonials",
      "Results",
      "About page",
      "Social and app links",
      "Brochure",
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
  });

  it("shows a failed load with Try again", async () => {
    getImpl = () => fail(500, "Database is busy.");
    renderPage();
    expect(await screen.findByText("Database is busy.")).toBeInTheDocument();
    getImpl = () => HttpResponse.json({ page: 1, perPage: 1, totalItems: 1, totalPages: 1, items: [record] });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Institute" })).toBeInTheDocument();
  });

  it("says so when there is no settings record", async () => {
    getImpl = () => HttpResponse.json({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] });
    renderPage();
    expect(await screen.findByText("No settings yet")).toBeInTheDocument();
  });
});

describe("Institute", () => {
  it("shows stored HTML as text and saves with the loaded version, then with the saved one", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Institute" });
    expect(within(s).getByLabelText("Institute name")).toHaveValue("Test <b>Academy</b>");
    const phone = within(s).getByLabelText(/Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, "+91 98888 77777");
    await userEvent.click(within(s).getByRole("button", { name: "Save institute" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].header).toBe("2026-11-23 10:00:00.000Z");
    expect(patches[0].body.phone).toBe("+91 98888 77777");
    await userEvent.type(within(s).getByLabelText("Tagline (optional)"), "New");
    await userEvent.click(within(s).getByRole("button", { name: "Save institute" }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1].header).toBe("2026-11-23 10:01:00.000Z");
  });

  it("checks the fields before sending and names the bad input", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Institute" });
    await userEvent.clear(within(s).getByLabelText("Institute name"));
    await userEvent.clear(within(s).getByLabelText(/E-mail/));
    await userEvent.type(within(s).getByLabelText(/E-mail/), "not-an-email");
    await userEvent.type(within(s).getByLabelText(/Map link/), "javascript:alert(1)");
    await userEvent.type(within(s).getByLabelText(/Course store address/), "http://shop.example.com");
    await userEvent.click(within(s).getByRole("button", { name: "Save institute" }));
    expect(await within(s).findByText("Enter the institute name.")).toBeInTheDocument();
    expect(within(s).getByText("Enter an e-mail address like info@example.com.")).toBeInTheDocument();
    expect(
      within(s).getByText(/Map link must be a full address starting with https:\/\//),
    ).toBeInTheDocument();
    expect(
      within(s).getByText(/Course store address must be a full address starting with https:\/\//),
    ).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it("puts the server's field error next to the field and keeps the input", async () => {
    patchImpl = () =>
      fail(400, "Failed to update record.", {
        phone: { code: "x", message: "Must be at most 30 characters." },
      });
    renderPage();
    const s = await screen.findByRole("region", { name: "Institute" });
    const phone = within(s).getByLabelText(/Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, "+91 12345");
    await userEvent.click(within(s).getByRole("button", { name: "Save institute" }));
    expect(await within(s).findByText("Must be at most 30 characters.")).toBeInTheDocument();
    expect(phone).toHaveValue("+91 12345");
    expect(phone).toHaveAttribute("aria-invalid", "true");
  });

  it("tells the later of two editors that someone else saved, and reloads on request", async () => {
    patchImpl = () =>
      fail(
        409,
        "Someone else changed these settings at 10:42 while you were editing. Reload the page to see their changes, then make yours again.",
      );
    renderPage();
    const s = await screen.findByRole("region", { name: "Institute" });
    await userEvent.type(within(s).getByLabelText("Tagline (optional)"), "Mine");
    await userEvent.click(within(s).getByRole("button", { name: "Save institute" }));
    expect(await within(s).findByText(/Someone else changed these settings at 10:42/)).toBeInTheDocument();
    expect(within(s).getByLabelText("Tagline (optional)")).toHaveValue("Mine");
    record = { ...record, tagline: "Theirs", updated: "2026-11-23 10:42:00.000Z" } as Settings;
    await userEvent.click(within(s).getByRole("button", { name: "Reload settings" }));
    await waitFor(() =>
      expect(within(section("Institute")).getByLabelText("Tagline (optional)")).toHaveValue("Theirs"),
    );
  });
});

describe("Banner slides", () => {
  it("reorders, removes and adds slides, and saves them in the new order", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Banner slides" });
    await userEvent.click(within(s).getByRole("button", { name: "Move down slide 1" }));
    await userEvent.click(within(s).getByRole("button", { name: "Add a slide" }));
    await userEvent.type(within(s).getAllByLabelText("Headline")[2], "Third <script>x</script>");
    await userEvent.click(within(s).getByRole("button", { name: "Save banner slides" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect((patches[0].body.slides as { title: string }[]).map((x) => x.title)).toEqual([
      "Second",
      "First",
      "Third <script>x</script>",
    ]);
  });

  it("needs a link when a button label is given, and refuses javascript: links", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Banner slides" });
    await userEvent.type(within(s).getAllByLabelText(/Button label/)[0], "Join");
    await userEvent.type(within(s).getAllByLabelText(/Button link/)[1], "javascript:alert(1)");
    await userEvent.click(within(s).getByRole("button", { name: "Save banner slides" }));
    expect(
      await within(s).findByText("Enter where the button goes, or clear its label."),
    ).toBeInTheDocument();
    expect(within(s).getByText(/Button link must start with https:\/\//)).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it("refuses a file that is not really a picture, next to the field", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Banner slides" });
    const fake = new File(["MZ this is an exe"], "photo.png", { type: "image/png" });
    fireEvent.change(within(s).getByLabelText(/Picture for slide 1/), { target: { files: [fake] } });
    expect(await within(s).findByText("“photo.png” is not a PNG, JPEG or WebP picture.")).toBeInTheDocument();
  });
});

describe("Course categories", () => {
  it("refuses a name equal to another one ignoring case", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Course categories" });
    const second = within(s).getByLabelText("Category 2");
    await userEvent.clear(second);
    await userEvent.type(second, "TEACHING");
    await userEvent.click(within(s).getByRole("button", { name: "Save course categories" }));
    expect(await within(s).findByText(/“TEACHING” is already a category/)).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it("shows the server's refusal to remove a category in use and keeps the list as edited", async () => {
    patchImpl = () =>
      fail(400, "Category “Teaching” is used by 2 courses. Move them to another category first.", {
        courseCategories: {
          code: "validation_settings",
          message: "Category “Teaching” is used by 2 courses. Move them to another category first.",
        },
      });
    renderPage();
    const s = await screen.findByRole("region", { name: "Course categories" });
    await userEvent.click(within(s).getByRole("button", { name: "Remove category 1" }));
    await userEvent.click(within(s).getByRole("button", { name: "Save course categories" }));
    expect(
      await within(s).findByText(
        "Category “Teaching” is used by 2 courses. Move them to another category first.",
      ),
    ).toBeInTheDocument();
    expect(within(s).queryByLabelText("Category 2")).not.toBeInTheDocument();
    expect(patches[0].body.courseCategories).toEqual([{ id: 2, name: "E-Books" }]);
  });

  it("gives a new category the next free id", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Course categories" });
    await userEvent.click(within(s).getByRole("button", { name: "Add a category" }));
    await userEvent.type(within(s).getByLabelText("Category 3"), "PPSC");
    await userEvent.click(within(s).getByRole("button", { name: "Save course categories" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].body.courseCategories).toEqual([
      { id: 1, name: "Teaching" },
      { id: 2, name: "E-Books" },
      { id: 3, name: "PPSC" },
    ]);
  });
});

describe("other sections", () => {
  it("Statistics: a label and value are required", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Statistics" });
    await userEvent.click(within(s).getByRole("button", { name: "Save statistics" }));
    expect((await within(s).findAllByText("Enter the label.")).length).toBe(3);
    expect(patches).toHaveLength(0);
  });

  it("Testimonials: the Punjabi text is saved beside the English, and left out when empty", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Testimonials" });
    await userEvent.click(within(s).getByRole("button", { name: "Add a testimonial" }));
    await userEvent.click(within(s).getByRole("button", { name: "Add a testimonial" }));
    const names = within(s).getAllByLabelText("Name");
    const said = within(s).getAllByLabelText("What they said");
    for (const i of [0, 1]) {
      await userEvent.type(names[i]!, `Student ${i + 1}`);
      await userEvent.type(said[i]!, "Great teachers");
    }
    await userEvent.type(
      within(s).getAllByLabelText("What they said (Punjabi) (optional)")[0]!,
      "ਵਧੀਆ ਅਧਿਆਪਕ",
    );
    await userEvent.click(within(s).getByRole("button", { name: "Save testimonials" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].body.testimonials).toEqual([
      {
        name: "Student 1",
        batch: "",
        course: "",
        testimonial: "Great teachers",
        testimonialPa: "ਵਧੀਆ ਅਧਿਆਪਕ",
      },
      { name: "Student 2", batch: "", course: "", testimonial: "Great teachers" },
    ]);
  });

  it("Testimonials: add one and save it", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Testimonials" });
    expect(within(s).getByText("No testimonials yet.")).toBeInTheDocument();
    await userEvent.click(within(s).getByRole("button", { name: "Add a testimonial" }));
    await userEvent.click(within(s).getByRole("button", { name: "Save testimonials" }));
    expect(await within(s).findByText("Enter the name.")).toBeInTheDocument();
    await userEvent.type(within(s).getByLabelText("Name"), "Harpreet");
    await userEvent.type(within(s).getByLabelText("What they said"), "Great teachers");
    await userEvent.click(within(s).getByRole("button", { name: "Save testimonials" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].body.testimonials).toEqual([
      { name: "Harpreet", batch: "", course: "", testimonial: "Great teachers" },
    ]);
  });

  it("Results: a year must be a real year", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Results" });
    await userEvent.click(within(s).getByRole("button", { name: "Add a result" }));
    const year = within(s).getByLabelText("Year");
    await userEvent.clear(year);
    await userEvent.type(year, "abc");
    await userEvent.click(within(s).getByRole("button", { name: "Save results" }));
    expect(await within(s).findByText(/Enter a year between 1990/)).toBeInTheDocument();
  });

  it("Social links: https only", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Social and app links" });
    await userEvent.type(within(s).getByLabelText(/YouTube/), "http://youtube.com/x");
    await userEvent.type(within(s).getByLabelText(/Telegram/), "javascript:alert(1)");
    await userEvent.click(within(s).getByRole("button", { name: "Save social and app links" }));
    expect(
      await within(s).findByText(/The YouTube link must be a full address starting with https/),
    ).toBeInTheDocument();
    expect(
      within(s).getByText(/The Telegram link must be a full address starting with https/),
    ).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it("About: saves the editor's HTML sanitised", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "About page" });
    const box = within(s).getByRole("textbox", { name: "About text" });
    box.innerHTML = '<p>Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    fireEvent.input(box);
    await userEvent.click(within(s).getByRole("button", { name: "Save about page" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    const about = String(patches[0].body.about);
    expect(about).toContain("<p>Hello</p>");
    expect(about).not.toMatch(/onerror|script/);
  });

  it("About: the Punjabi text is sanitised too, and an emptied editor is saved as empty", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "About page" });
    const box = within(s).getByRole("textbox", { name: "About text (Punjabi)" });
    box.innerHTML = '<p>ਸਾਡੇ ਬਾਰੇ</p><img src="x" onerror="alert(1)">';
    fireEvent.input(box);
    await userEvent.click(within(s).getByRole("button", { name: "Save about page" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(String(patches[0].body.aboutPa)).toContain("<p>ਸਾਡੇ ਬਾਰੇ</p>");
    expect(String(patches[0].body.aboutPa)).not.toMatch(/onerror/);
    box.innerHTML = "<p><br></p>";
    fireEvent.input(box);
    await userEvent.click(within(s).getByRole("button", { name: "Save about page" }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1].body.aboutPa).toBe("");
  });

  it("Brochure: refuses a file that is not a PDF", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Brochure" });
    expect(within(s).getByText(/No brochure yet/)).toBeInTheDocument();
    const notPdf = new File(["PK\u0003\u0004 a zip"], "brochure.pdf", { type: "application/pdf" });
    fireEvent.change(within(s).getByLabelText(/New brochure/), { target: { files: [notPdf] } });
    expect(await within(s).findByText(/is not a PDF file/)).toBeInTheDocument();
    await userEvent.click(within(s).getByRole("button", { name: "Save brochure" }));
    expect(await within(s).findByText("Choose the new brochure PDF first.")).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });
});

describe("unsaved changes", () => {
  it("asks before following a link away, and stays when told to", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Institute" });
    await userEvent.type(within(s).getByLabelText("Tagline (optional)"), "half-typed");
    expect(within(s).getByText("Unsaved changes")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Go to the dashboard" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(s).getByLabelText("Tagline (optional)")).toHaveValue("half-typed");
  });

  it("asks the browser before the tab is closed", async () => {
    renderPage();
    const s = await screen.findByRole("region", { name: "Institute" });
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(within(s).getByLabelText("Tagline (optional)"), "x");
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
