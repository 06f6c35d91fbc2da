import { act, render, screen, waitFor } from "@testing-library/react";
import useSWR, { SWRConfig } from "swr";
import { expect, it, vi } from "vitest";
import { ClientResponseError } from "./pocketbase";
import { swrConfig, useRevalidate } from "./swr";

function View({ fn, label }: { fn: () => Promise<string>; label: string }) {
  const r = useSWR(["stale", "key"], fn);
  const revalidate = useRevalidate();
  return (
    <>
      <p>{`${label}:${r.error ? "error" : r.data === undefined ? "loading" : r.data}`}</p>
      <button type="button" onClick={() => void revalidate("stale")}>
        Saved
      </button>
    </>
  );
}

const fresh = { ...swrConfig, provider: () => new Map() };

// Regression: the home-made cache's invalidateResources dropped entries without telling mounted
// components, so one that re-rendered afterwards sat on "loading" with no request sent.
it("a mounted view refetches after its data is invalidated and never sits on loading", async () => {
  let n = 0;
  const fn = vi.fn(async () => `v${++n}`);
  const { rerender } = render(
    <SWRConfig value={fresh}>
      <View fn={fn} label="a" />
    </SWRConfig>,
  );
  expect(await screen.findByText("a:v1")).toBeInTheDocument();
  await act(async () => screen.getByRole("button", { name: "Saved" }).click());
  rerender(
    <SWRConfig value={fresh}>
      <View fn={fn} label="b" />
    </SWRConfig>,
  );
  await waitFor(() => expect(screen.getByText("b:v2")).toBeInTheDocument());
  expect(fn).toHaveBeenCalledTimes(2);
});

it("never shows an aborted request as an error", async () => {
  const fn = vi.fn(() => Promise.reject(new ClientResponseError({ isAbort: true, status: 0 })));
  render(
    <SWRConfig value={fresh}>
      <View fn={fn} label="x" />
    </SWRConfig>,
  );
  await waitFor(() => expect(fn).toHaveBeenCalled());
  // Let SWR settle the rejected request before looking.
  await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(screen.getByText("x:loading")).toBeInTheDocument();
});

it("shows a real failure as an error", async () => {
  const fn = vi.fn(() => Promise.reject(new ClientResponseError({ status: 500 })));
  render(
    <SWRConfig value={fresh}>
      <View fn={fn} label="y" />
    </SWRConfig>,
  );
  expect(await screen.findByText("y:error")).toBeInTheDocument();
});
