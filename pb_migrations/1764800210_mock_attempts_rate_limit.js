// Rate limit of starting mock-test attempts (POST /api/mock-tests/{id}/start, the only POST under
// /api/mock-tests/), per address like the quiz starts (1764600210_attempts_rate_limits.js): a class
// behind one NAT address starting the test together still fits, a bot cannot fill mockAttempts
// (signed-in students resume their unfinished attempt instead of making another, and device
// attempts left unfinished are removed after a week by pb_hooks/mock-attempts.pb.js).
// Prepended to the rules already there so other migrations' limits stay.
const RULES = [{ label: "POST /api/mock-tests/", audience: "", duration: 60, maxRequests: 30 }];

migrate(
  (app) => {
    const s = app.settings();
    s.rateLimits.enabled = true;
    const labels = RULES.map((r) => r.label);
    const rules = s.rateLimits.rules.filter((r) => labels.indexOf(r.label) < 0);
    s.rateLimits.rules = [...RULES, ...rules];
    app.save(s);
  },
  (app) => {
    const s = app.settings();
    const labels = RULES.map((r) => r.label);
    s.rateLimits.rules = s.rateLimits.rules.filter((r) => labels.indexOf(r.label) < 0);
    app.save(s);
  },
);
