import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { PASSWORD_MIN } from "@/lib/passwords";
import { PasswordField } from "./password-field";

function Form({
  generate,
  autoComplete,
  error,
  onValue,
}: {
  generate?: boolean;
  autoComplete?: "current-password";
  error?: string;
  onValue?: (v: string) => void;
}) {
  const { register, setValue, control } = useForm({ defaultValues: { password: "" } });
  const value = useWatch({ control, name: "password" });
  onValue?.(value);
  return (
    <PasswordField
      id="pw"
      label="Password"
      hint={generate ? undefined : "Some hint."}
      error={error}
      autoComplete={autoComplete}
      registration={register("password")}
      onGenerate={generate ? (p) => setValue("password", p) : undefined}
    />
  );
}

describe("PasswordField", () => {
  it("hides the typed password, offers a new one to the password manager and says its hint", async () => {
    const seen = vi.fn();
    render(<Form onValue={seen} />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("autocomplete", "new-password");
    expect(input).toHaveAccessibleDescription("Some hint.");
    await userEvent.type(input, "secret12");
    expect(seen).toHaveBeenLastCalledWith("secret12");
    expect(screen.queryByRole("button", { name: "Generate" })).toBeNull();
  });

  it("asks for the current password where told, and ties the error to the field", () => {
    render(<Form autoComplete="current-password" error="Enter your current password." />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("autocomplete", "current-password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Some hint. Enter your current password.");
  });

  it("with Generate: shows the password as text and fills in a generated one", async () => {
    const seen = vi.fn();
    render(<Form generate onValue={seen} />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(input).toHaveAccessibleDescription(`At least ${PASSWORD_MIN} characters, or press Generate.`);
    await userEvent.click(screen.getByRole("button", { name: "Generate" }));
    const generated = (input as HTMLInputElement).value;
    expect(generated.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
    expect(seen).toHaveBeenLastCalledWith(generated);
  });
});
