import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError, pb } from "@/lib/pocketbase";
import { renderWithProviders, TestProviders } from "@/testing/render";
import { AdminEditArticlePage } from "./admin-article-form-page";

// What the server holds now; each read answers with it (or fails with `failure`).
let storedName: string;
let failure: ClientResponseError | null;
const reads: string[] = [];
vi.spyOn(pb, "collection").mockImplementation(
  () =>
    ({
      getOne: async (id: string) => {
        reads.push(id);
        if (failure) throw failure;
        return {
          id,
          name: storedName,
          seoURL: "budget",
          date: "2026-02-01",
          desc: "",
          tags: [],
          active: true,
        };
      },
    }) as never,
);
vi.mock("@/components/page-meta", () => ({ PageMeta: () => null }));
vi.mock("../tags/components/tag-picker", () => ({ TagPicker: () => null }));

const route = "/admin/currentaffairs/rec9/edit";
const page = (
  <Routes>
    <Route path="/admin/currentaffairs/:id/edit" element={<AdminEditArticlePage />} />
  </Routes>
);

beforeEach(() => {
  storedName = "Budget 2026";
  failure = null;
  reads.length = 0;
});

describe("AdminEditArticlePage", () => {
  it("shows loading, then the form filled from the stored article", async () => {
    renderWithProviders(page, { route });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the article…");
    expect(await screen.findByLabelText("Name")).toHaveValue("Budget 2026");
    expect(reads).toEqual(["rec9"]);
  });

  it("a second visit starts from what is stored now, never from the copy of the first visit", async () => {
    function Visits() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen((o) => !o)}>
            Toggle
          </button>
          {open ? page : null}
        </>
      );
    }
    render(
      <TestProviders route={route}>
        <Visits />
      </TestProviders>,
    );
    expect(await screen.findByLabelText("Name")).toHaveValue("Budget 2026");
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    storedName = "Budget 2026 (edited elsewhere)";
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect(screen.queryByLabelText("Name")).not.toBeInTheDocument();
    expect(screen.getByText("Loading the article…")).toBeInTheDocument();
    expect(await screen.findByLabelText("Name")).toHaveValue("Budget 2026 (edited elsewhere)");
    expect(reads).toEqual(["rec9", "rec9"]);
  });

  it("says Not found for a missing article", async () => {
    failure = new ClientResponseError({
      status: 404,
      data: { message: "The requested resource wasn't found." },
    });
    renderWithProviders(page, { route });
    expect(await screen.findByRole("alert")).toHaveTextContent("Not found.");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("shows a failed load with Try again, which loads the article", async () => {
    failure = new ClientResponseError({ status: 500, data: { message: "Something went wrong." } });
    renderWithProviders(page, { route });
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong.");
    failure = null;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Name")).toHaveValue("Budget 2026");
  });
});
