import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import type { Settings } from "@/types/pocketbase";
import { SectionContext, type SettingsSectionContext } from "../section-context";
import { DigestSection } from "./digest-section";

const base = {
  emailOn: true,
  smtpHost: "smtp.example.com",
  mailFrom: "news@example.com",
  digestTime: "07:00",
  confirmed: 12,
  pending: 3,
  unsubscribed: 1,
  lastRun: {
    day: "2026-11-24",
    status: "done",
    sent: 12,
    items: 4,
    error: "",
    at: "2026-11-24 01:35:00.000Z",
  },
};
let status: Record<string, unknown> | null = base;
const server = setupServer(
  http.get("*/api/newsletter/status", () =>
    status ? HttpResponse.json(status) : HttpResponse.json({ message: "Boom", status: 500 }, { status: 500 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  status = base;
});
afterAll(() => server.close());

const record = {
  id: "set1",
  instituteName: "Test",
  digestTime: "07:00",
  updated: "2026-11-23 01:00:00.000Z",
};

function renderSection(save = vi.fn(async (body: Record<string, unknown>) => ({ ...record, ...body }))) {
  const ctx: SettingsSectionContext = {
    record: record as unknown as Settings,
    save: save as unknown as SettingsSectionContext["save"],
    setDirty: () => {},
    reload: () => {},
  };
  renderWithProviders(
    <SectionContext.Provider value={ctx}>
      <DigestSection />
    </SectionContext.Provider>,
  );
  return save;
}

describe("DigestSection", () => {
  it("shows e-mail on, the counts and the last run, and saves the digest time through the page", async () => {
    const save = renderSection();
    expect(await screen.findByText("E-mail is on")).toBeInTheDocument();
    expect(screen.getByText("12")).toBeInTheDocument();
    expect(screen.getByText(/Last digest: 2026-11-24, sent/)).toBeInTheDocument();
    const time = screen.getByLabelText("Send the daily e-mail at (India time)");
    await userEvent.clear(time);
    await userEvent.type(time, "06:30");
    await userEvent.click(screen.getByRole("button", { name: /Save/ }));
    await expect.poll(() => save.mock.calls[0]?.[0]).toEqual({ digestTime: "06:30" });
  });

  it("refuses a time that is not HH:MM next to the field and sends nothing", async () => {
    const save = renderSection();
    const time = screen.getByLabelText("Send the daily e-mail at (India time)");
    await userEvent.clear(time);
    await userEvent.click(screen.getByRole("button", { name: /Save/ }));
    expect(await screen.findByText("Choose a time, like 07:00.")).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("says e-mail is off and how to turn it on", async () => {
    status = { ...base, emailOn: false, smtpHost: "", lastRun: null };
    renderSection();
    expect(await screen.findByText(/E-mail is off/)).toBeInTheDocument();
    expect(screen.getByText(/set SMTP_HOST/)).toBeInTheDocument();
    expect(screen.getByText("No digest has been sent yet.")).toBeInTheDocument();
  });

  it("shows a load error for the status", async () => {
    status = null;
    renderSection();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
  });
});
