import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormServerError } from "./form-server-error";

describe("FormServerError", () => {
  it("shows nothing without a message", () => {
    const { container } = render(<FormServerError message={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("announces the message as an alert", () => {
    render(<FormServerError message="Could not add the staff member." />);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not add the staff member.");
  });
});
