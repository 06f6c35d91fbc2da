import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import { subscribe } from "../api/subscribe";
import { NewsletterForm } from "./newsletter-form";

vi.mock("../api/subscribe", () => ({ subscribe: vi.fn() }));
const send = vi.mocked(subscribe);
const INBOX = "Almost done: check your inbox and click the link in our e-mail to confirm.";

function setup() {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  return {
    user,
    input: screen.getByLabelText("Get daily current affairs by e-mail"),
    submit: screen.getByRole("button", { name: "Subscribe" }),
  };
}

beforeEach(() => {
  send.mockReset();
  vi.spyOn(toast, "success").mockImplementation(() => {});
});

describe("NewsletterForm", () => {
  it("alerts on an address that is not one and sends nothing", async () => {
    const f = setup();
    await f.user.click(f.submit);
    // The rules load with the first submit (valibot stays off every page's first download).
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please enter a valid e-mail address, like name@gmail.com.",
    );
    await f.user.type(f.input, "not-an-email");
    await f.user.click(f.submit);
    expect(f.input).toHaveAccessibleDescription(/valid e-mail/);
    expect(send).not.toHaveBeenCalled();
  });

  it("asks to confirm by e-mail, says so in a status line and a toast, and empties the box", async () => {
    send.mockResolvedValue(INBOX);
    const f = setup();
    await f.user.type(f.input, " reader@example.com ");
    await f.user.click(f.submit);
    expect(await screen.findByRole("status")).toHaveTextContent(INBOX);
    expect(send).toHaveBeenCalledWith("reader@example.com");
    expect(toast.success).toHaveBeenCalledWith(INBOX);
    expect(f.input).toHaveValue("");
    expect(f.input).toHaveAccessibleDescription(/check your inbox/);
  });

  it("shows the server's message for the address, or what went wrong", async () => {
    send.mockRejectedValueOnce(
      new ClientResponseError({
        status: 400,
        response: {
          data: { email: { code: "validation_invalid_email", message: "Must be a valid email." } },
        },
      }),
    );
    const f = setup();
    await f.user.type(f.input, "reader@example.com");
    await f.user.click(f.submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("Must be a valid email.");
    send.mockRejectedValueOnce(new ClientResponseError({ status: 500 }));
    await f.user.click(f.submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(/./);
    expect(f.input).toHaveValue("reader@example.com");
    expect(f.submit).toBeEnabled();
  });
});
