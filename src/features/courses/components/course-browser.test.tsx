import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLang } from "@/lib/i18n";
import { defaultSettings, type SiteSettings } from "@/lib/site-settings";
import { renderWithProviders } from "@/testing/render";
import { ClientResponseError, pb } from "@/lib/pocketbase";
import type { Course } from "@/types/pocketbase";
import type { CourseItem } from "../course-model";
import { CourseBrowser } from "./course-browser";

let settings: SiteSettings = defaultSettings;
vi.mock("@/lib/site-settings", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/site-settings")>()),
  useSettings: () => settings,
}));
// The real hook and fetcher, with the SDK's answer stood in for.
const getFullList = vi.spyOn(pb.collection("courses"), "getFullList");
const answer = (items: CourseItem[]) =>
  getFullList.mockImplementation(async () => items as unknown as Course[]);

const course = (id: string, name: string, cat: string[], price: number): CourseItem => ({
  id,
  name,
  cat,
  tags: ["PDF"],
  price,
  url: `https://store.example.com/${id}`,
  description: `About ${name}`,
});
const COURSES = [
  course("a", "Police Test Series", ["Punjab Govt."], 297),
  course("b", "PSTET Course", ["Teaching"], 18500),
  course("c", "GK E-Books", ["E-Books", "Punjab Govt."], 100000),
];

/** Renders and waits for the course cards. */
async function render(ui: React.ReactElement) {
  const r = renderWithProviders(ui);
  await screen.findAllByRole("link", { name: /Buy Now/ });
  return r;
}

const cardNames = () =>
  within(screen.getByRole("tabpanel"))
    .queryAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  settings = defaultSettings;
  getFullList.mockReset();
  answer(COURSES);
});

describe("CourseBrowser in Punjabi (staff's Punjabi texts, issue 24)", () => {
  afterEach(() => activateLang("en"));

  it("labels tabs and cards in Punjabi, English where none was given, and still filters by category", async () => {
    await activateLang("pa");
    settings = {
      ...defaultSettings,
      courseCategories: [
        { id: 1, name: "Punjab Govt.", namePa: "ਪੰਜਾਬ ਸਰਕਾਰੀ" },
        { id: 2, name: "Teaching" },
      ],
    };
    answer([
      { ...COURSES[0]!, namePa: "ਪੁਲਿਸ ਟੈਸਟ ਸੀਰੀਜ਼" },
      { ...COURSES[1]!, namePa: "PSTET ਕੋਰਸ" },
      COURSES[2]!,
    ]);
    const user = userEvent.setup();
    renderWithProviders(<CourseBrowser />);
    // "Buy Now" is in Punjabi here: wait for the cards' headings instead.
    await screen.findAllByRole("heading", { level: 3 });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["ਪੰਜਾਬ ਸਰਕਾਰੀ", "Teaching"]);
    expect(cardNames()).toEqual(["ਪੁਲਿਸ ਟੈਸਟ ਸੀਰੀਜ਼", "GK E-Books"]);
    expect(within(screen.getByRole("tabpanel")).getAllByText(/ਪੰਜਾਬ ਸਰਕਾਰੀ/)).toHaveLength(2);
    await user.click(screen.getByRole("tab", { name: "Teaching" }));
    expect(cardNames()).toEqual(["PSTET ਕੋਰਸ"]);
  });
});

describe("CourseBrowser", () => {
  it("starts on the first tab and shows only its courses, with Indian rupee prices", async () => {
    await render(<CourseBrowser />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Punjab Govt.",
      "Teaching",
      "IAS PCS Punjabi",
      "E-Books",
      "PPSC Courses",
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(tabs.filter((t) => t.getAttribute("aria-selected") === "true")).toHaveLength(1);
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Punjab Govt.");
    expect(cardNames()).toEqual(["Police Test Series", "GK E-Books"]);
    expect(screen.getByText("₹297")).toBeVisible();
    expect(screen.getByText("₹1,00,000")).toBeVisible();
  });

  it("moves between tabs with the arrow keys, Home and End (selection follows focus)", async () => {
    const user = userEvent.setup();
    await render(<CourseBrowser />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Punjab Govt." })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    const teaching = screen.getByRole("tab", { name: "Teaching" });
    expect(teaching).toHaveFocus();
    expect(teaching).toHaveAttribute("aria-selected", "true");
    expect(teaching).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Punjab Govt." })).toHaveAttribute("tabindex", "-1");
    expect(cardNames()).toEqual(["PSTET Course"]);
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "PPSC Courses" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Punjab Govt." })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}{Home}");
    expect(screen.getByRole("tab", { name: "Punjab Govt." })).toHaveFocus();
  });

  it("can start with an 'All courses' tab listing every course", async () => {
    const user = userEvent.setup();
    await render(<CourseBrowser withAllTab />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "All courses",
      "Punjab Govt.",
      "Teaching",
      "IAS PCS Punjabi",
      "E-Books",
      "PPSC Courses",
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(cardNames()).toEqual(["Police Test Series", "PSTET Course", "GK E-Books"]);
    await user.click(screen.getByRole("tab", { name: "Teaching" }));
    expect(cardNames()).toEqual(["PSTET Course"]);
  });

  it("shows an empty state for a category with no courses", async () => {
    const user = userEvent.setup();
    await render(<CourseBrowser />);
    await user.click(screen.getByRole("tab", { name: "IAS PCS Punjabi" }));
    expect(cardNames()).toEqual([]);
    expect(within(screen.getByRole("tabpanel")).getByText(/No courses in IAS PCS Punjabi yet/)).toBeVisible();
  });

  it("shows loading, then an error with a working Try again", async () => {
    let fail: (e: unknown) => void = () => {};
    getFullList.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderWithProviders(<CourseBrowser />);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading courses…");
    // Not reaching the server at all is the one failure without the built-in fallback list.
    fail(new ClientResponseError({ status: 0 }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the courses");
    answer(COURSES);
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Buy Now.*Police Test Series/ })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the built-in courses when the backend has no courses collection", async () => {
    getFullList.mockRejectedValue(new ClientResponseError({ status: 404 }));
    await render(<CourseBrowser withAllTab />);
    expect(cardNames().length).toBeGreaterThan(0);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when there are no courses at all", async () => {
    answer([]);
    renderWithProviders(<CourseBrowser withAllTab />);
    expect(await screen.findByText(/No courses available right now/)).toBeVisible();
  });

  it("disables Download Brochure with an explanation when no brochure is set, and links the store", async () => {
    await render(<CourseBrowser />);
    const brochure = screen.getByRole("button", { name: "Download Brochure" });
    expect(brochure).toBeDisabled();
    expect(brochure).toHaveAccessibleDescription(/brochure is being updated/);
    const all = screen.getByRole("link", { name: /View All Courses/ });
    expect(all).toHaveAttribute("href", defaultSettings.storeUrl);
    expect(all).toHaveAttribute("target", "_blank");
  });

  it("links the brochure file when one is set", async () => {
    settings = { ...defaultSettings, id: "s1", collectionId: "pbc_1", brochure: "brochure_abc.pdf" };
    await render(<CourseBrowser />);
    const link = screen.getByRole("link", { name: /Download Brochure/ });
    expect(link.getAttribute("href")).toMatch(/\/api\/files\/pbc_1\/s1\/brochure_abc\.pdf\?download=1$/);
    expect(link).toHaveAttribute("download");
  });

  it("Buy Now opens the course's store page in a new tab", async () => {
    await render(<CourseBrowser />);
    const buy = screen.getByRole("link", { name: /Buy Now.*Police Test Series/ });
    expect(buy).toHaveAttribute("href", "https://store.example.com/a");
    expect(buy).toHaveAttribute("target", "_blank");
    expect(buy).toHaveAttribute("rel", "noopener noreferrer");
  });
});
