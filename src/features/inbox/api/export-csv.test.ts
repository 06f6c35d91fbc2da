import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pb } from "@/lib/pocketbase";
import { downloadInboxCsv, downloadName, exportUrl } from "./export-csv";

const seen: { url: string; auth: string | null }[] = [];
let reply: () => Response;
const server = setupServer(
  http.get("*/api/inbox/:file", ({ request }) => {
    seen.push({ url: request.url, auth: request.headers.get("Authorization") });
    return reply();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  pb.authStore.clear();
});
afterAll(() => server.close());

describe("exportUrl", () => {
  it("carries the current filter, encoded, and drops empty values", () => {
    expect(exportUrl("leads", { status: "new", q: " a&b=c " })).toMatch(
      /\/api\/inbox\/leads\.csv\?status=new&q=a%26b%3Dc$/,
    );
    expect(exportUrl("subscribers", { q: "" })).toMatch(/\/api\/inbox\/subscribers\.csv$/);
  });
});

describe("downloadName", () => {
  it("takes the server's file name, or makes one dated in India", () => {
    expect(downloadName('attachment; filename="leads-2026-11-23.csv"', "leads")).toBe("leads-2026-11-23.csv");
    expect(downloadName(null, "messages")).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

describe("downloadInboxCsv", () => {
  it("sends the staff token and hands the file to the browser", async () => {
    pb.authStore.save("staff-token", null);
    reply = () =>
      new HttpResponse("\uFEFFName\r\n", {
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": 'attachment; filename="leads-2026-11-23.csv"',
        },
      });
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await expect(downloadInboxCsv("leads", { status: "closed" })).resolves.toBe("leads-2026-11-23.csv");
    expect(seen).toEqual([{ url: expect.stringMatching(/leads\.csv\?status=closed$/), auth: "staff-token" }]);
    expect(click).toHaveBeenCalledOnce();
    create.mockRestore();
    click.mockRestore();
  });

  it("says why when the server refuses, and ends a dead session", async () => {
    pb.authStore.save("old-token", null);
    reply = () =>
      HttpResponse.json(
        { status: 401, message: "The request requires valid record authorization token.", data: {} },
        { status: 401 },
      );
    await expect(downloadInboxCsv("messages", {})).rejects.toThrow(
      "The request requires valid record authorization token.",
    );
    expect(pb.authStore.token).toBe("");
  });
});
