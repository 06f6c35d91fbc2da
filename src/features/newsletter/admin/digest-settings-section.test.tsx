import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { DigestSettingsSection } from "./digest-settings-section";

const base = {
  settingsId: "set1",
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
let patched: unknown = null;
const server = setupServer(
  http.get("*/api/newsletter/status", () =>
    status ? HttpResponse.json(status) : HttpResponse.json({ message: "Boom", status: 500 }, { status: 500 }),
  ),
  http.patch("*/api/collections/settings/records/set1", async ({ request }) => {
    patched = await request.json();
    return HttpResponse.json({ id: "set1", ...(patched as object) });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  status = base;
  patched = null;
});
afterAll(() => server.close());

describe("DigestSettingsSection", () => {
  it("shows e-mail on, the counts and the last run, and saves the digest time", async () => {
    renderWithProviders(<DigestSettingsSection />);
    expect(await screen.findByText("E-mail is on")).toBeInTheDocument();
    expect(screen.getByText("12")).toBeInTheDocument();
    expect(screen.getByText(/Last digest: 2026-11-24, sent/)).toBeInTheDocument();
    const time = screen.getByLabelText("Send the daily e-mail at (India time)");
    await userEvent.clear(time);
    await userEvent.type(time, "06:30");
    await userEvent.click(screen.getByRole("button", { name: "Save time" }));
    await screen.findByRole("button", { name: "Save time" });
    await expect.poll(() => patched).toEqual({ digestTime: "06:30" });
  });

  it("says e-mail is off and how to turn it on", async () => {
    status = { ...base, emailOn: false, smtpHost: "", lastRun: null };
    renderWithProviders(<DigestSettingsSection />);
    expect(await screen.findByText(/E-mail is off/)).toBeInTheDocument();
    expect(screen.getByText(/set SMTP_HOST/)).toBeInTheDocument();
    expect(screen.getByText("No digest has been sent yet.")).toBeInTheDocument();
  });

  it("shows a load error", async () => {
    status = null;
    renderWithProviders(<DigestSettingsSection />);
    expect(await screen.findByRole("alert")).toBeInTheDocument();
  });
});
