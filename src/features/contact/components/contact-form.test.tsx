import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import type { Message } from "@/types/pocketbase";
import { createMessage } from "../api/create-message";
import { ContactForm } from "./contact-form";

vi.mock("../api/create-message", () => ({ createMessage: vi.fn() }));
const create = vi.mocked(createMessage);

function setup() {
  const user = userEvent.setup();
  render(<ContactForm />);
  return {
    user,
    name: screen.getByLabelText("Your name"),
    email: screen.getByLabelText("E-mail"),
    phone: screen.getByLabelText(/Mobile number/),
    message: screen.getByLabelText("Message"),
    submit: screen.getByRole("button", { name: "Send message" }),
  };
}

beforeEach(() => {
  create.mockReset();
});

describe("ContactForm", () => {
  it("marks each field that needs fixing, focuses the first and sends nothing", async () => {
    const f = setup();
    await f.user.type(f.phone, "123");
    await f.user.click(f.submit);
    // The rules load with the first submit (valibot stays off the pages' first download).
    await waitFor(() => expect(f.name).toHaveAccessibleDescription("Please enter your name."));
    expect(f.name).toHaveFocus();
    expect(f.email).toHaveAccessibleDescription("Please enter your e-mail address.");
    expect(f.phone).toHaveAccessibleDescription(/10 digits, \+91 optional.*10-digit Indian mobile/);
    expect(f.message).toHaveAttribute("aria-invalid", "true");
    expect(create).not.toHaveBeenCalled();
    // Editing a field takes its message away.
    await f.user.type(f.name, "G");
    expect(f.name).not.toHaveAttribute("aria-invalid");
  });

  it("counts the message's characters", async () => {
    const f = setup();
    expect(f.message).toHaveAccessibleDescription("0 / 5000 characters");
    await f.user.type(f.message, " Hello ");
    expect(f.message).toHaveAccessibleDescription("5 / 5000 characters");
  });

  it("sends a tidy message once, then thanks the visitor and clears the form", async () => {
    let resolve: (m: Message) => void = () => {};
    create.mockImplementation(() => new Promise<Message>((r) => (resolve = r)));
    const f = setup();
    await f.user.type(f.name, " Gurpreet ");
    await f.user.type(f.email, " g@example.com ");
    await f.user.type(f.phone, "098765 43210");
    await f.user.type(f.message, "When does the PSTET batch start?");
    await f.user.dblClick(f.submit);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      name: "Gurpreet",
      email: "g@example.com",
      phone: "9876543210",
      message: "When does the PSTET batch start?",
    });
    resolve({} as Message);
    expect(await screen.findByText(/Thank you! Your message has been sent/)).toBeVisible();
    expect(f.message).toHaveValue("");
  });

  it("says what went wrong when the server is unreachable, and keeps the input", async () => {
    create.mockImplementation(async () => {
      throw new ClientResponseError({ status: 0 });
    });
    const f = setup();
    await f.user.type(f.name, "Gurpreet");
    await f.user.type(f.email, "g@example.com");
    await f.user.type(f.message, "Hello there");
    await f.user.click(f.submit);
    expect(await screen.findByText(/Could not reach the server/)).toBeVisible();
    expect(f.message).toHaveValue("Hello there");
    expect(f.submit).toBeEnabled();
  });
});
