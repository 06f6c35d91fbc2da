import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FieldError, errorAria } from "./field-error";

function Picker({ error }: { error?: string }) {
  return (
    <div>
      <label htmlFor="cover">Cover</label>
      <input id="cover" type="file" {...errorAria("cover", error)} />
      <FieldError id="cover" message={error} />
    </div>
  );
}

describe("FieldError and errorAria", () => {
  it("say nothing and leave the control valid without an error", () => {
    render(<Picker />);
    const input = screen.getByLabelText("Cover");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(document.getElementById("cover-error")).toBeNull();
  });

  it("mark the control invalid and describe it with the error", () => {
    render(<Picker error="Choose a PNG, JPEG or WebP picture." />);
    const input = screen.getByLabelText("Cover");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Choose a PNG, JPEG or WebP picture.");
  });
});
