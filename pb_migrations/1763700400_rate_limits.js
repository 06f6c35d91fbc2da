// PocketBase ships its rate limiter disabled. Tight limits on password sign-in (brute force)
// and on the public create-only forms (spam); a generous ceiling on the rest of the API.
migrate(
  (app) => {
    const s = app.settings();
    s.rateLimits.enabled = true;
    s.rateLimits.rules = [
      { label: "*:authWithPassword", audience: "", duration: 60, maxRequests: 10 },
      { label: "subscribers:create", audience: "@guest", duration: 60, maxRequests: 5 },
      { label: "leads:create", audience: "@guest", duration: 60, maxRequests: 5 },
      { label: "messages:create", audience: "@guest", duration: 60, maxRequests: 5 },
      // Generous: many students share one carrier-grade NAT address on mobile data.
      { label: "/api/", audience: "", duration: 10, maxRequests: 2000 },
    ];
    app.save(s);
  },
  (app) => {
    const s = app.settings();
    s.rateLimits.enabled = false;
    app.save(s);
  },
);
