// Step of `npm test`: fails when `npm audit --omit=dev` reports a high or critical advisory in the
// production dependencies that README's "Dependencies" section does not explain (EXPLAINED below).
// When no audit report can be had (offline, a timeout, or a registry without the audit endpoint)
// it says so loudly and passes: an unreachable registry is not a new advisory.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Advisories judged not to apply, by GHSA URL → why (keep README's "Dependencies" in step). */
export const EXPLAINED = {};

const NETWORK =
  /ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|timed? ?out|network/i;

/**
 * Judges `npm audit --json` output. Returns { code, lines }: code 0 = pass or skip, 1 = fail.
 * @param {string} stdout
 * @param {{ timedOut?: boolean }} [o]
 */
export function judgeAudit(stdout, { timedOut = false } = {}) {
  if (timedOut) return { code: 0, lines: ["npm audit skipped: registry not reachable (no answer in time)"] };
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { code: 1, lines: ["npm audit gave no JSON report:", stdout.slice(0, 500)] };
  }
  if (!report.metadata?.vulnerabilities) {
    const why = report.message ?? report.error?.summary ?? "no report";
    if (NETWORK.test(why) || report.statusCode >= 400 || /\b[45]\d\d\b/.test(why)) {
      return { code: 0, lines: [`npm audit skipped: registry not reachable (${why})`] };
    }
    return { code: 1, lines: [`npm audit failed: ${why}`] };
  }
  const serious = new Map();
  for (const [pkg, v] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of v.via ?? []) {
      if (typeof via !== "object" || !["high", "critical"].includes(via.severity)) continue;
      serious.set(
        via.url ?? `${pkg}: ${via.title}`,
        `${via.severity} in ${pkg} ${via.range ?? ""}: ${via.title}`,
      );
    }
  }
  const fresh = [...serious].filter(([url]) => !(url in EXPLAINED));
  const c = report.metadata.vulnerabilities;
  if (fresh.length) {
    return {
      code: 1,
      lines: [
        `npm audit: ${fresh.length} high/critical advisory(ies) in production dependencies:`,
        ...fresh.map(([url, what]) => `  ${what} (${url})`),
        "Update the package (npm update / an override), or explain it in README and scripts/audit.mjs.",
      ],
    };
  }
  return {
    code: 0,
    lines: [
      `npm audit: no unexplained high or critical advisory in production dependencies ` +
        `(critical ${c.critical}, high ${c.high}, moderate ${c.moderate}, low ${c.low}; explained ${serious.size}).`,
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    encoding: "utf8",
    timeout: 90_000,
    shell: process.platform === "win32",
  });
  const { code, lines } = judgeAudit(r.stdout ?? "", { timedOut: r.error?.code === "ETIMEDOUT" });
  for (const l of lines) (code ? console.error : console.log)(l);
  process.exit(code);
}
