import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pb } from "@/lib/pocketbase";
import { renderWithProviders } from "@/testing/render";
import type { FailedSignIn } from "../api/get-failed-sign-ins";
import { FailedSignIns } from "./failed-sign-ins";

// The real hook and fetcher; the SDK's answer stands in for the server.
let impl: () => Promise<FailedSignIn[]>;
const asked: unknown[] = [];
vi.spyOn(pb, "collection").mockImplementation(
  (name: string) =>
    ({
      getList: async (page: number, perPage: number, options: unknown) => {
        asked.push([name, page, perPage, options]);
        return { items: await impl() };
      },
    }) as never,
);

beforeEach(() => {
  asked.length = 0;
});

const row = (over: Partial<FailedSignIn>): FailedSignIn => ({
  id: "f1",
  created: "2026-11-23 13:30:14.000Z",
  email: "staff@example.com",
  ip: "203.0.113.7",
  locked: false,
  authCollection: "users",
  ...over,
});

describe("FailedSignIns", () => {
  it("shows loading, then the newest failures with IST time, e-mail, address and locked", async () => {
    impl = async () => [
      row({ id: "a", email: "owner@example.com", locked: true }),
      row({ id: "b", created: "2026-11-22 20:00:00.000Z", ip: "2001:db8::1", authCollection: "_superusers" }),
    ];
    renderWithProviders(<FailedSignIns />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading failed sign-ins…");
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("owner@example.com");
    expect(items[0]).toHaveTextContent("23 Nov 2026, 7:00:14 pm IST");
    expect(items[0]).toHaveTextContent("IP address 203.0.113.7");
    expect(within(items[0]!).getByText("Locked: yes")).toBeInTheDocument();
    // 20:00 UTC is past midnight in India.
    expect(items[1]).toHaveTextContent("23 Nov 2026, 1:30:00 am IST");
    expect(items[1]).toHaveTextContent("superuser");
    expect(items[1]).toHaveTextContent("IP address 2001:db8::1");
    expect(within(items[1]!).getByText("Locked: no")).toBeInTheDocument();
    expect(items[0]!.querySelector("time")).toHaveAttribute("dateTime", "2026-11-23T13:30:14.000Z");
    expect(asked).toEqual([
      [
        "signInFailures",
        1,
        10,
        { sort: "-created", fields: "id,created,email,ip,locked,authCollection", skipTotal: true },
      ],
    ]);
  });

  it("says so when there are none", async () => {
    impl = async () => [];
    renderWithProviders(<FailedSignIns />);
    expect(await screen.findByText("No failed sign-ins.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows an error with Try again, which loads the list again", async () => {
    impl = () => Promise.reject(new Error("Server down"));
    renderWithProviders(<FailedSignIns />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Server down");
    impl = async () => [row({})];
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("staff@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
