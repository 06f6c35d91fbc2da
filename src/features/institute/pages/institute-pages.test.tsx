import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pb } from "@/lib/pocketbase";
import { defaultSettings } from "@/lib/site-settings";
import { renderWithProviders } from "@/testing/render";
import type { Settings } from "@/types/pocketbase";
import { AboutPage } from "./about-page";
import { ResultsPage } from "./results-page";

// The real settings hook; the SDK's answer stands in for the server.
const getList = vi.spyOn(pb.collection("settings"), "getList");
const answer = (fields: Partial<Settings> | null) =>
  getList.mockResolvedValue({
    page: 1,
    perPage: 1,
    totalItems: fields ? 1 : 0,
    totalPages: fields ? 1 : 0,
    items: fields ? [{ id: "s1", collectionId: "c", collectionName: "settings", ...fields } as Settings] : [],
  });

const builtIn = { about: defaultSettings.about, results: defaultSettings.results };
beforeEach(() => {
  getList.mockReset();
});
afterEach(() => {
  Object.assign(defaultSettings, builtIn);
});

describe("AboutPage", () => {
  it("waits for the institute's own text, then shows it sanitised", async () => {
    let resolve: () => void = () => {};
    getList.mockImplementation(
      () =>
        new Promise((r) => {
          resolve = () =>
            r({
              page: 1,
              perPage: 1,
              totalItems: 1,
              totalPages: 1,
              items: [{ id: "s1", about: "<p>Started in 2012.</p><script>x()</script>" } as Settings],
            });
        }),
    );
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("About");
    resolve();
    expect(
      await screen.findByRole("heading", { level: 1, name: `About ${defaultSettings.instituteName}` }),
    ).toBeVisible();
    expect(screen.getByText("Started in 2012.")).toBeVisible();
    expect(document.querySelector("main script")).toBeNull();
  });

  it("says the story is coming when neither the backend nor the built-in settings have one", async () => {
    defaultSettings.about = "";
    answer(null);
    renderWithProviders(<AboutPage />);
    expect(await screen.findByText("Our story will be published here soon.")).toBeVisible();
  });
});

describe("ResultsPage", () => {
  it("shows loading, then the results newest year first", async () => {
    answer({
      results: [
        { name: "Aman", exam: "PSTET", year: 2023 },
        { name: "Jaspreet Kaur", exam: "PCS (Executive)", year: 2025, rank: "Rank 14" },
      ],
    });
    renderWithProviders(<ResultsPage />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading results…");
    const items = await screen.findAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Jaspreet KaurPCS (Executive)2025Rank 14",
      "AmanPSTET2023",
    ]);
  });

  it("says results are coming when there are none", async () => {
    defaultSettings.results = [];
    answer({ results: [] });
    renderWithProviders(<ResultsPage />);
    expect(await screen.findByText("Results will be published here soon.")).toBeVisible();
  });
});
