import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ClientResponseError } from "@/lib/pocketbase";
import { describe, expect, it, vi } from "vitest";
import { pngFile } from "@/testing/image-files";
import { renderWithProviders } from "@/testing/render";
import type { CourseInput } from "../api/admin-courses";
import { CourseForm } from "./course-form";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

function setup(onSave = vi.fn<(input: CourseInput) => Promise<void>>().mockResolvedValue(undefined)) {
  renderWithProviders(<CourseForm categories={["Teaching", "E-Books"]} onSave={onSave} />);
  return { onSave, user: userEvent.setup({ applyAccept: false }) };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "PSTET Course");
  await user.click(screen.getByLabelText("Teaching"));
  await user.click(screen.getByLabelText("PDF"));
  await user.type(screen.getByLabelText("Price (₹, whole rupees)"), "18500");
  await user.type(screen.getByLabelText("Store URL (Buy Now link)"), "https://store.example.in/pstet");
}

describe("CourseForm", () => {
  it("sends the optional Punjabi name and description beside the English ones", async () => {
    const { user, onSave } = setup();
    await fillValid(user);
    await user.type(screen.getByLabelText("Name (Punjabi) (optional)"), "PSTET ਕੋਰਸ");
    await user.type(screen.getByLabelText("Description (Punjabi) (optional)"), "ਛੇ ਮਹੀਨੇ ਦੀਆਂ ਕਲਾਸਾਂ");
    await user.click(screen.getByRole("button", { name: "Add course" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: "PSTET Course",
      namePa: "PSTET ਕੋਰਸ",
      descriptionPa: "ਛੇ ਮਹੀਨੇ ਦੀਆਂ ਕਲਾਸਾਂ",
    });
  });

  it("shows the price as visitors will see it, in Indian grouping", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Price (₹, whole rupees)"), "100000");
    expect(screen.getByText("Shown to visitors as ₹1,00,000")).toBeInTheDocument();
  });

  it("names each bad value next to its field and saves nothing", async () => {
    const { user, onSave } = setup();
    const price = screen.getByLabelText("Price (₹, whole rupees)");
    const url = screen.getByLabelText("Store URL (Buy Now link)");
    const cases: [string, string, RegExp][] = [
      ["-1", "javascript:alert(1)", /cannot be negative/],
      ["1e9", "http://store.example.in", /digits only/],
      ["abc", "http://store.example.in", /digits only/],
      ["2000000", "http://store.example.in", /at most ₹10,00,000/],
    ];
    for (const [p, u, message] of cases) {
      await user.clear(price);
      await user.type(price, p);
      await user.clear(url);
      await user.type(url, u);
      await user.click(screen.getByRole("button", { name: "Add course" }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText(/The store URL must be an https:\/\/ address/)).toBeInTheDocument();
      expect(price).toHaveAttribute("aria-invalid", "true");
    }
    expect(screen.getByText("Enter the course name.")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  }, 30_000);

  it("refuses an empty, a fake and a too-big picture with clear words", async () => {
    const { user, onSave } = setup();
    await fillValid(user);
    const input = screen.getByLabelText(/Picture/);
    await user.upload(input, new File([], "empty.png", { type: "image/png" }));
    expect(await screen.findByText(/"empty.png" is empty \(0 bytes\)/)).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText(/"huge.jpg" is 3.0 MB; the largest allowed is 2 MB/)).toBeInTheDocument();
    await user.upload(input, new File(["MZ this is a program"], "setup.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Add course" }));
    expect(await screen.findByText(/"setup.png" is not really a picture/)).toBeInTheDocument();
    // Small, but 24000 × 24000 pixels: its thumbnail would take a gigabyte to make.
    await user.upload(input, new File([pngFile(24000, 24000)], "bomb.png", { type: "image/png" }));
    // Said as soon as it is chosen, and never previewed (the browser would decode gigabytes).
    expect(
      await screen.findByText(/"bomb.png" is 24,000 × 24,000 pixels \(576 megapixels\)/),
    ).toBeInTheDocument();
    expect(screen.queryByAltText("Preview of the chosen picture")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add course" }));
    expect(
      await screen.findByText(
        /"bomb.png" is 24,000 × 24,000 pixels \(576 megapixels\); a picture may have at most 40/,
      ),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  }, 20_000);

  it("previews a chosen picture before upload and sends it with the course", async () => {
    const { user, onSave } = setup();
    await fillValid(user);
    await user.upload(screen.getByLabelText(/Picture/), new File([PNG], "cover.png", { type: "image/png" }));
    expect(await screen.findByAltText("Preview of the chosen picture")).toHaveAttribute(
      "src",
      expect.stringMatching(/^blob:/),
    );
    await user.click(screen.getByRole("button", { name: "Add course" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const input = onSave.mock.calls[0]![0];
    expect(input).toMatchObject({
      name: "PSTET Course",
      cat: ["Teaching"],
      tags: ["PDF"],
      price: 18500,
      url: "https://store.example.in/pstet",
      active: false,
    });
    expect(input.image).toBeInstanceOf(File);
  });

  it("adds a new label of one's own", async () => {
    const { user, onSave } = setup();
    await fillValid(user);
    await user.type(screen.getByLabelText("Add a new label"), "Mock Interview{Enter}");
    expect(screen.getByLabelText("Mock Interview")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Add course" }));
    await waitFor(() => expect(onSave.mock.calls[0]![0].tags).toEqual(["PDF", "Mock Interview"]));
  });

  it("keeps everything typed when the save fails and puts the server's words next to the fields", async () => {
    const err = new ClientResponseError({
      status: 400,
      response: {
        status: 400,
        message: "Failed to create record.",
        data: {
          image: { code: "validation_invalid_mime_type", message: "bad mime" },
          url: { code: "validation_invalid_value", message: "Store URL must be an https:// address." },
        },
      },
    });
    const { user } = setup(vi.fn().mockRejectedValue(err));
    await fillValid(user);
    await user.type(screen.getByLabelText("Description (optional)"), "<script>alert(1)</script>");
    await user.click(screen.getByRole("button", { name: "Add course" }));
    expect(await screen.findByText("Store URL must be an https:// address.")).toBeInTheDocument();
    expect(
      screen.getByText(/The server checked this file: it is not a PNG, JPEG or WebP picture/),
    ).toBeInTheDocument();
    expect(screen.getByText("Please correct the fields marked above.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("PSTET Course");
    expect(screen.getByLabelText("Price (₹, whole rupees)")).toHaveValue("18500");
    expect(screen.getByLabelText("Description (optional)")).toHaveValue("<script>alert(1)</script>");
    expect(screen.getByLabelText("Teaching")).toBeChecked();
    expect(screen.getByRole("button", { name: "Add course" })).toBeEnabled();
  });
});
