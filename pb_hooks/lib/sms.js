// The SMS code sender (lib/students.js chooses it for students who sign in by phone). Configured by
// env; without SMS_PROVIDER_URL there is no SMS and the sign-in form does not offer phone numbers.
//   SMS_PROVIDER_URL  the provider's send endpoint (http or https)
//   SMS_API_KEY       sent as "Authorization: Bearer …"
//   SMS_SENDER        the sender id (e.g. a 6-letter DLT header), sent as "from"
// The request is one JSON POST: { "to": "+919876543210", "from": SMS_SENDER, "message": "…" };
// any 2xx answer is success. Most Indian gateways accept this shape or sit behind a small adapter.
// The pure functions are unit-tested from Node (sms.test.ts); the send is tested in integration
// against a fake provider on loopback (tests/integration/students.test.ts).

/**
 * The provider settings the environment asks for, or null when SMS is off. Throws an Error naming
 * the variable when SMS_PROVIDER_URL is not an http(s) URL.
 * @param {(name: string) => string} getenv
 * @returns {{ url: string, apiKey: string, sender: string } | null}
 */
function smsFromEnv(getenv) {
  const url = String(getenv("SMS_PROVIDER_URL") || "").trim();
  if (!url) return null;
  if (!/^https?:\/\/[^\s/]+/i.test(url) || /\s/.test(url)) {
    throw new Error(`SMS_PROVIDER_URL must be an http(s) URL, not "${url}".`);
  }
  return {
    url,
    apiKey: String(getenv("SMS_API_KEY") || "").trim(),
    sender: String(getenv("SMS_SENDER") || "").trim(),
  };
}

/**
 * The text of a sign-in code message (short: one SMS part).
 * @param {string} code
 * @param {string} institute
 * @param {number} minutes
 */
function codeText(code, institute, minutes) {
  return `${code} is your ${institute.slice(0, 60)} sign-in code. It works once, for ${minutes} minutes. Do not share it.`;
}

/**
 * The HTTP request for one message.
 * @param {{ url: string, apiKey: string, sender: string }} cfg
 * @param {string} to "+91…"
 * @param {string} message
 */
function request(cfg, to, message) {
  /** @type {Record<string, string>} */
  const headers = { "Content-Type": "application/json" };
  if (cfg.apiKey) headers["Authorization"] = `Bearer ${cfg.apiKey}`;
  return {
    url: cfg.url,
    method: "POST",
    headers,
    body: JSON.stringify({ to, from: cfg.sender, message }),
    timeout: 15,
  };
}

module.exports = {
  smsFromEnv,
  codeText,
  request,

  /** True when an SMS provider is configured (and its URL understood). */
  isOn() {
    try {
      return !!smsFromEnv((name) => $os.getenv(name));
    } catch {
      return false;
    }
  },

  /**
   * Sends one text message; throws when the provider is not configured or does not answer 2xx.
   * @param {string} to "+91…"
   * @param {string} message
   */
  send(to, message) {
    const cfg = smsFromEnv((name) => $os.getenv(name));
    if (!cfg) throw new Error("SMS is not configured (SMS_PROVIDER_URL).");
    const res = $http.send(request(cfg, to, message));
    if (res.statusCode < 200 || res.statusCode > 299) {
      throw new Error(`SMS provider answered ${res.statusCode}: ${toString(res.body, 300)}`);
    }
  },
};
