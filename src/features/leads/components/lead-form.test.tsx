import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import type { Lead } from "@/types/pocketbase";
import { createLead } from "../api/create-lead";
import { LeadForm } from "./lead-form";

vi.mock("../api/create-lead", () => ({ createLead: vi.fn() }));
const create = vi.mocked(createLead);

const COURSES = ["PSTET + CTET Complete Course", "PCS Foundation Batch (Punjabi Medium)"];

function setup() {
  const user = userEvent.setup();
  render(<LeadForm courses={COURSES} />);
  return {
    user,
    name: screen.getByLabelText("Your name"),
    mobile: screen.getByLabelText("Mobile number"),
    course: screen.getByLabelText("Course of interest"),
    submit: screen.getByRole("button", { name: "Register Now" }),
  };
}

const serverError = (status: number, data: Record<string, { code: string; message: string }> = {}) =>
  new ClientResponseError({ status, response: { status, message: "Failed to create record.", data } });

beforeEach(() => {
  create.mockReset();
});

describe("LeadForm", () => {
  it("shows a message next to each empty required field and sends nothing", async () => {
    const f = setup();
    await f.user.click(f.submit);
    // The rules load with the first submit (valibot stays off the home page's first download).
    await waitFor(() => expect(f.name).toHaveAttribute("aria-invalid", "true"));
    expect(f.name).toHaveAccessibleDescription("Please enter your name.");
    expect(f.name).toHaveFocus();
    expect(f.mobile).toHaveAttribute("aria-invalid", "true");
    expect(f.mobile).toHaveAccessibleDescription(/Please enter your mobile number/);
    expect(create).not.toHaveBeenCalled();
  });

  it("rejects an over-long name and a malformed mobile number", async () => {
    const f = setup();
    await f.user.click(f.name);
    await f.user.paste("x".repeat(201));
    await f.user.type(f.mobile, "12345");
    await f.user.click(f.submit);
    expect(f.name).toHaveAccessibleDescription(/at most 200 characters/);
    expect(f.mobile).toHaveAccessibleDescription(/10-digit Indian mobile number/);
    expect(create).not.toHaveBeenCalled();
  });

  it("sends the lead once, with the number normalised, then thanks the visitor and clears the form", async () => {
    let resolve: (l: Lead) => void = () => {};
    create.mockImplementation(() => new Promise<Lead>((r) => (resolve = r)));
    const f = setup();
    await f.user.type(f.name, "  Simran Kaur ");
    await f.user.type(f.mobile, "+91 98765-43210");
    await f.user.selectOptions(f.course, COURSES[1]!);
    await f.user.dblClick(f.submit);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ name: "Simran Kaur", mobile: "9876543210", course: COURSES[1] });
    resolve({} as Lead);
    expect(
      await screen.findByText(/Thank you, Simran Kaur! Our counsellor will call you on 9876543210/),
    ).toBeVisible();
    expect(f.name).toHaveValue("");
    expect(f.mobile).toHaveValue("");
    expect(f.submit).toBeEnabled();
  });

  it("puts the server's field message next to the field and keeps the input", async () => {
    create.mockImplementation(async () => {
      throw serverError(400, { mobile: { code: "validation_invalid_format", message: "Invalid format." } });
    });
    const f = setup();
    await f.user.type(f.name, "Simran");
    await f.user.type(f.mobile, "9876543210");
    await f.user.click(f.submit);
    await waitFor(() => expect(f.mobile).toHaveAccessibleDescription(/Invalid format\./));
    expect(f.mobile).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please correct the fields marked above.")).toBeVisible();
    expect(f.name).toHaveValue("Simran");
    expect(f.mobile).toHaveValue("9876543210");
  });

  it("explains the rate limit in plain words and keeps the input", async () => {
    create.mockImplementation(async () => {
      throw serverError(429);
    });
    const f = setup();
    await f.user.type(f.name, "Simran");
    await f.user.type(f.mobile, "9876543210");
    await f.user.click(f.submit);
    expect(await screen.findByText(/Too many attempts\. Please wait a minute/)).toBeVisible();
    expect(f.name).toHaveValue("Simran");
    expect(f.submit).toBeEnabled();
  });

  it("offers every course plus a 'not sure' choice", () => {
    const f = setup();
    const options = Array.from((f.course as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(["Not sure yet — please advise me", ...COURSES]);
  });
});
