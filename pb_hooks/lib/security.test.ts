// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { securityHeaders, cspFor, jsonBodyVerdict, tooLargeMessage, siteCsp, SW_CSP, JSON_BODY_LIMIT } =
  requireHook<typeof import("./security.js")>("lib/security.js");

const HOSTS = ["example.in", "127.0.0.1:8090"];
const SITE_CSP = siteCsp(HOSTS);
const names = (path: string, hsts: boolean) => securityHeaders(path, hsts, HOSTS).map(([name]) => name);
const directivesOf = (csp: string) =>
  Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));

describe("securityHeaders", () => {
  it("gives the site's pages and API the site's CSP and the fixed headers, HSTS only on https", () => {
    const headers = Object.fromEntries(securityHeaders("/currentaffairs", false, HOSTS));
    expect(headers).toEqual({
      "Content-Security-Policy": SITE_CSP,
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.stringContaining("camera=()"),
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    expect(headers["Permissions-Policy"]).toContain("web-share=(self)");
    expect(names("/api/collections/courses/records", true)).toEqual([
      "Content-Security-Policy",
      "X-Content-Type-Options",
      "X-Frame-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Cross-Origin-Opener-Policy",
      "Strict-Transport-Security",
    ]);
    expect(Object.fromEntries(securityHeaders("/", true, HOSTS))["Strict-Transport-Security"]).toBe(
      "max-age=31536000",
    );
  });

  it("leaves the CSP to PocketBase for the dashboard and stored files, and only there", () => {
    for (const path of ["/_", "/_/", "/_/#/collections", "/api/files/courses/abc/pic.png"]) {
      expect(cspFor(path, HOSTS), path).toBeNull();
      expect(names(path, false), path).not.toContain("Content-Security-Policy");
      expect(names(path, false), path).toContain("X-Frame-Options");
    }
    for (const path of ["/", "/_x", "/api/files", "/api/collections/files/records", "/assets/_/a.js"]) {
      expect(cspFor(path, HOSTS), path).toBe(SITE_CSP);
    }
  });

  it("takes scripts from the site's /assets/ only, never from the files route (issue 25, hole 5)", () => {
    expect(directivesOf(SITE_CSP)["script-src"]).toBe("example.in/assets/ 127.0.0.1:8090/assets/");
    // A Host header that could end the directive or add a source is left out.
    expect(directivesOf(siteCsp(["example.in", "evil.test; script-src *", "a b", ""]))["script-src"]).toBe(
      "example.in/assets/",
    );
    expect(directivesOf(siteCsp(["EXAMPLE.in", "example.in"]))["script-src"]).toBe("example.in/assets/");
    expect(directivesOf(siteCsp([]))["script-src"]).toBe("'none'");
    // The service worker alone loads Workbox's runtime from the site's root.
    expect(cspFor("/sw.js", HOSTS)).toBe(SW_CSP);
    expect(directivesOf(SW_CSP)["script-src"]).toBe("'self'");
  });

  it("allows scripts, styles, fonts and connections from the site itself only, and no framing", () => {
    const directives = directivesOf(SITE_CSP);
    expect(directives).toMatchObject({
      "default-src": "'self'",
      "script-src": "example.in/assets/ 127.0.0.1:8090/assets/",
      "style-src": "'self' 'unsafe-inline'",
      "font-src": "'self'",
      "connect-src": "'self'",
      "frame-ancestors": "'none'",
      "object-src": "'none'",
    });
  });
});

describe("jsonBodyVerdict", () => {
  const MB = 1024 * 1024;

  it("refuses a JSON write to the API over 4 MB at once and reads one of unknown length through the limit", () => {
    expect(JSON_BODY_LIMIT).toBe(4 * MB);
    for (const method of ["POST", "PUT", "PATCH"]) {
      expect(jsonBodyVerdict(method, "/api/collections/x/records", "application/json", 4 * MB + 1)).toBe(
        "refuse",
      );
      expect(jsonBodyVerdict(method, "/api/collections/x/records", "application/json", -1)).toBe("read");
      expect(jsonBodyVerdict(method, "/api/collections/x/records", "application/json", 4 * MB)).toBe("");
    }
    // Any type but multipart counts as JSON (PocketBase reads urlencoded and untyped bodies too).
    expect(jsonBodyVerdict("POST", "/api/x", "", 5 * MB)).toBe("refuse");
    expect(jsonBodyVerdict("POST", "/api/x", "application/x-www-form-urlencoded", 5 * MB)).toBe("refuse");
  });

  it("leaves uploads, reads and pages to PocketBase's own limits", () => {
    expect(jsonBodyVerdict("POST", "/api/x", "multipart/form-data; boundary=b", 30 * MB)).toBe("");
    expect(jsonBodyVerdict("POST", "/api/x", "Multipart/Form-Data; boundary=b", -1)).toBe("");
    expect(jsonBodyVerdict("GET", "/api/x", "application/json", 30 * MB)).toBe("");
    expect(jsonBodyVerdict("DELETE", "/api/x", "application/json", -1)).toBe("");
    expect(jsonBodyVerdict("POST", "/newsletter", "application/json", 30 * MB)).toBe("");
  });

  it("says how big the body was, rounded up, and what is accepted", () => {
    expect(tooLargeMessage(4 * MB + 1)).toBe(
      "The request body is too large (5 MB); at most 4 MB of JSON is accepted.",
    );
  });
});
