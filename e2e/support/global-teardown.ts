import { rmSync } from "node:fs";

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes("pb-e2e-")) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.staff.json`, { force: true });
  }
}
