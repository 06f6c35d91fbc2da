// Public attempt posts are spam-able: at most 10 a minute from one address (a student finishes a
// quiz every few minutes at most; a class behind one NAT address still fits). Appended to the
// rules already there so other migrations' limits stay.
const LABEL = "quizAttempts:create";

migrate(
  (app) => {
    const s = app.settings();
    s.rateLimits.enabled = true;
    const rules = s.rateLimits.rules.filter((r) => r.label !== LABEL);
    rules.unshift({ label: LABEL, audience: "", duration: 60, maxRequests: 10 });
    s.rateLimits.rules = rules;
    app.save(s);
  },
  (app) => {
    const s = app.settings();
    s.rateLimits.rules = s.rateLimits.rules.filter((r) => r.label !== LABEL);
    app.save(s);
  },
);
