import type { OutputBundle, OutputChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { publicFiles } from "./pwa-plugin";

function chunk(fileName: string, o: Partial<OutputChunk> & { css?: string[] } = {}): OutputChunk {
  return {
    type: "chunk",
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    viteMetadata: { importedCss: new Set(o.css ?? []), importedAssets: new Set() },
    ...o,
  } as unknown as OutputChunk;
}

describe("publicFiles (what the service worker precaches)", () => {
  it("keeps what public pages can load and leaves out admin chunks, what only they import, and mammoth", () => {
    const chunks = [
      chunk("assets/index-a.js", {
        isEntry: true,
        imports: ["assets/vendor-b.js"],
        dynamicImports: [
          "assets/home-c.js",
          "assets/admin-d.js",
          "assets/account-page-e.js",
          "assets/article-f.js",
        ],
        css: ["assets/index-a.css"],
      }),
      chunk("assets/vendor-b.js"),
      chunk("assets/home-c.js", { imports: ["assets/vendor-b.js"] }),
      chunk("assets/admin-d.js", { imports: ["assets/dialog-g.js", "assets/vendor-b.js"] }),
      chunk("assets/account-page-e.js", { imports: ["assets/dialog-g.js"] }),
      chunk("assets/article-f.js", { dynamicImports: ["assets/convert-h.js"] }),
      chunk("assets/dialog-g.js"),
      chunk("assets/convert-h.js", { dynamicImports: ["assets/mammoth.worker-i.js"] }),
      chunk("assets/mammoth.worker-i.js"),
      chunk("assets/offline-j.js", { isEntry: true, imports: ["assets/vendor-b.js"] }),
    ];
    // The stylesheet the HTML links (one file, named by no chunk) and another emitted file.
    const assets = ["assets/style-k.css", "assets/logo-l.png"].map((fileName) => ({
      type: "asset",
      fileName,
    }));
    const bundle = Object.fromEntries(
      [...chunks, ...assets].map((c) => [c.fileName, c]),
    ) as unknown as OutputBundle;
    expect([...publicFiles(bundle)].sort()).toEqual([
      "assets/article-f.js",
      "assets/convert-h.js",
      "assets/home-c.js",
      "assets/index-a.css",
      "assets/index-a.js",
      "assets/offline-j.js",
      "assets/style-k.css",
      "assets/vendor-b.js",
    ]);
  });
});
