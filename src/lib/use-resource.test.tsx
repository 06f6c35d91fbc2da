import { act, render, screen } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";
import { invalidateResources, useResource } from "./use-resource";

beforeEach(() => invalidateResources(""));

function View({ k, fn, label }: { k: string; fn: () => Promise<string>; label: string }) {
  const r = useResource(k, fn);
  return <p>{`${label}:${r.loading ? "loading" : r.error ? "error" : r.data}`}</p>;
}

function deferred() {
  let resolve!: (v: string) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it("shares one request between components and updates every one of them", async () => {
  const d = deferred();
  const fn = vi.fn(() => d.promise);
  render(
    <>
      <View k="a" fn={fn} label="one" />
      <View k="a" fn={fn} label="two" />
    </>,
  );
  expect(screen.getByText("one:loading")).toBeInTheDocument();
  await act(async () => d.resolve("hello"));
  expect(screen.getByText("one:hello")).toBeInTheDocument();
  expect(screen.getByText("two:hello")).toBeInTheDocument();
  expect(fn).toHaveBeenCalledTimes(1);
});

it("a component mounted after the data arrived sees it without another request", async () => {
  const fn = vi.fn(async () => "cached");
  const { rerender } = render(<View k="b" fn={fn} label="first" />);
  await screen.findByText("first:cached");
  rerender(
    <>
      <View k="b" fn={fn} label="first" />
      <View k="b" fn={fn} label="late" />
    </>,
  );
  expect(screen.getByText("late:cached")).toBeInTheDocument();
  expect(fn).toHaveBeenCalledTimes(1);
});

it("reports errors and retries on the next mount", async () => {
  const fn = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("back");
  const { unmount } = render(<View k="c" fn={fn} label="x" />);
  await screen.findByText("x:error");
  unmount();
  render(<View k="c" fn={fn} label="y" />);
  await screen.findByText("y:back");
});
