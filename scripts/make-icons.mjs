// Writes the web app manifest's icons (public/icons/*.png) in code: the brand teal with the
// accent-yellow open book of the favicon's colours. Run once after changing the design:
// `node scripts/make-icons.mjs` (the PNGs are committed).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/pocketbase.mjs";
import { paintPng } from "./lib/png.mjs";

const TEAL = [14, 116, 144]; // #0e7490, --color-brand-700
const DARK = [21, 94, 117]; // #155e75, --color-brand-800
const YELLOW = [250, 204, 21]; // #facc15, the favicon's letters

/**
 * An open book on a full teal square. `safe` is the share of the icon the drawing may use: 0.8 for
 * "any", 0.6 for "maskable" (Android may cut the icon to a circle of 80% of its width).
 */
function icon(size, safe) {
  return paintPng(size, size, (x, y) => {
    const px = x + 0.5;
    const py = y + 0.5;
    // Book coordinates: u, v in [-1, 1] across the safe area.
    const u = ((px / size - 0.5) * 2) / safe;
    const v = ((py / size - 0.5) * 2) / safe;
    const sag = 0.12 * (1 - Math.abs(u)); // pages dip towards the spine
    const top = -0.55 + 0.12 - sag;
    const bottom = 0.55 - sag;
    if (Math.abs(u) <= 0.9 && v >= top && v <= bottom) {
      if (Math.abs(u) < 0.04) return DARK; // the spine
      // Lines of text on each page.
      const line = (v - top) / (bottom - top);
      const onLine =
        Math.abs(u) > 0.18 && Math.abs(u) < 0.75 && line > 0.2 && line < 0.85 && line % 0.16 < 0.06;
      return onLine ? DARK : YELLOW;
    }
    if (Math.abs(u) <= 0.96 && v > bottom && v <= bottom + 0.1) return DARK; // the cover's edge
    return TEAL;
  });
}

const dir = join(ROOT, "public", "icons");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "icon-192.png"), icon(192, 0.8));
writeFileSync(join(dir, "icon-512.png"), icon(512, 0.8));
writeFileSync(join(dir, "maskable-512.png"), icon(512, 0.6));
console.log(`Wrote ${dir}/icon-192.png, icon-512.png, maskable-512.png`);
