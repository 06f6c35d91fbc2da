// Shared helpers for hooks. Hook handlers cannot see top-level variables of their file, so
// each handler require()s this module.
module.exports = {
  publicDir() {
    return $os.getenv("PB_PUBLIC_DIR") || `${__hooks}/../dist`;
  },
  /** SITE_URL, else the settings' site URL, else the address PocketBase listens on (scripts/lib/pocketbase.mjs). */
  siteUrl() {
    let url = $os.getenv("SITE_URL");
    if (!url) {
      try {
        const rec = $app.findFirstRecordByFilter("settings", "id != ''");
        url = rec.getString("siteUrl");
      } catch {
        url = "";
      }
    }
    return (url || $os.getenv("SITE_URL_DEFAULT") || "http://127.0.0.1:8090").replace(/\/+$/, "");
  },
  /**
   * Text- and attribute-safe HTML of any value.
   * @param {unknown} s
   */
  escapeHtml(s) {
    return String(s)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;");
  },
};
