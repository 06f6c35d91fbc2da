// Rate limits of the attempts routes (pb_hooks/attempts.pb.js), per address like the other public
// writes (1764100520_quiz_attempts_rate_limit.js): starting and submitting attempts (a class
// behind one NAT address taking the day's quiz together still fits) and reading leaderboards.
// Prepended to the rules already there so other migrations' limits stay.
const RULES = [
  { label: "POST /api/quiz-start", audience: "", duration: 60, maxRequests: 30 },
  // A label without a trailing slash matches that path only: the merge has its own.
  { label: "POST /api/attempts", audience: "", duration: 60, maxRequests: 30 },
  { label: "POST /api/attempts/merge", audience: "", duration: 60, maxRequests: 30 },
  { label: "/api/leaderboard/", audience: "", duration: 60, maxRequests: 120 },
];

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
