// Reads configuration the way README describes: .env.example gives defaults, .env overrides
// them, and the real environment overrides both.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

function parse(file) {
  const out = {};
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const m = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (!m) continue;
    out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, "$2");
  }
  return out;
}

export function loadEnv(root = process.cwd()) {
  const merged = { ...parse(resolve(root, ".env.example")), ...parse(resolve(root, ".env")) };
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) merged[k] = v;
  // Empty values mean "not set".
  for (const k of Object.keys(merged)) if (merged[k] === "") delete merged[k];
  return merged;
}
