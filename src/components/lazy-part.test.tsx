import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { lazyPart, loadLazyParts } from "./lazy-part";

const Snippet = ({ text }: { text: string }) => <p>{text}</p>;

it("shows its fallback until its code is in, then the part", async () => {
  let arrive!: (c: typeof Snippet) => void;
  const Part = lazyPart(() => new Promise<typeof Snippet>((r) => (arrive = r)));
  render(
    <Suspense fallback={<span>loading</span>}>
      <Part text="ਪੰਜਾਬ budget" />
    </Suspense>,
  );
  expect(screen.getByText("loading")).toBeInTheDocument();
  await act(async () => arrive(Snippet));
  expect(await screen.findByText("ਪੰਜਾਬ budget")).toBeInTheDocument();
});

it("renders on the server once the parts are loaded (no boundary left to the browser)", async () => {
  const load = vi.fn(() => Promise.resolve(Snippet));
  const Part = lazyPart(load);
  await loadLazyParts();
  const html = renderToString(
    <Suspense fallback={<span>loading</span>}>
      <Part text="matched" />
    </Suspense>,
  );
  expect(html).toContain("<p>matched</p>");
  expect(html).not.toContain("loading");
  expect(load).toHaveBeenCalledTimes(1);
});
