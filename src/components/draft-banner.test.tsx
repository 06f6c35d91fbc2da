import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DraftBanner } from "./draft-banner";

const inAnHour = new Date(Date.now() + 3_600_000).toISOString().replace("T", " ");
const anHourAgo = new Date(Date.now() - 3_600_000).toISOString().replace("T", " ");

describe("DraftBanner", () => {
  it("shows nothing for a live item, scheduled time passed or none", () => {
    const { container, rerender } = render(
      <DraftBanner what="article" record={{ active: true, publishAt: "" }} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<DraftBanner what="article" record={{ active: true, publishAt: anHourAgo }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("marks a draft", () => {
    render(<DraftBanner what="quiz" record={{ active: false, publishAt: "" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Draft — not public.");
    expect(screen.getByRole("status")).toHaveTextContent("this quiz");
  });

  it("marks an item published but scheduled, with its time in India", () => {
    render(<DraftBanner what="article" record={{ active: true, publishAt: inAnHour }} />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Scheduled — not public yet.");
    expect(status).toHaveTextContent(/from \d{1,2} [A-Z][a-z]{2}( \d{4})?, \d\d:\d\d \(India time\)/);
  });
});
