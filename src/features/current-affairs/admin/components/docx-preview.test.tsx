import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DocxPreview, PREVIEW_MAX_CHARS } from "./docx-preview";

describe("DocxPreview", () => {
  it("shows a short document whole", () => {
    render(<DocxPreview html="<p>ਪੰਜਾਬ</p><p>end</p>" />);
    expect(screen.getByText("end")).toBeInTheDocument();
    expect(screen.queryByText(/This is a long document/)).not.toBeInTheDocument();
  });

  it("shows only the beginning of a very long document, cut after a paragraph, and says so", () => {
    const para = "<p>ਪੰਜਾਬ ਸਰਕਾਰ ਨੇ ਨਵੀਂ ਯੋਜਨਾ ਸ਼ੁਰੂ ਕੀਤੀ।</p>";
    const count = Math.ceil((PREVIEW_MAX_CHARS * 2) / para.length);
    const { container } = render(<DocxPreview html={para.repeat(count) + "<p>the last line</p>"} />);
    expect(screen.getByText(/This is a long document: the preview shows its beginning/)).toBeInTheDocument();
    expect(screen.queryByText("the last line")).not.toBeInTheDocument();
    const shown = container.querySelectorAll(".prose p");
    expect(shown.length).toBe(Math.floor(PREVIEW_MAX_CHARS / para.length));
    expect(shown[shown.length - 1].textContent).toBe("ਪੰਜਾਬ ਸਰਕਾਰ ਨੇ ਨਵੀਂ ਯੋਜਨਾ ਸ਼ੁਰੂ ਕੀਤੀ।");
  });
});
