// Signs the demo staff member in once for the whole run and saves the session (local storage),
// so admin specs start signed in. The sign-in endpoint is rate limited (10 a minute per IP);
// specs that test the login form itself use it sparingly.
import { expect, test as setup } from "./support/test";
import { STAFF } from "./support/pb";
import { STAFF_STATE } from "./support/staff-state";

setup("sign in as staff", async ({ request }) => {
  const res = await request.post("/api/collections/users/auth-with-password", {
    data: { identity: STAFF.email, password: STAFF.password },
  });
  expect(res.ok()).toBe(true);
  const { token, record } = await res.json();
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const { writeFileSync } = await import("node:fs");
  writeFileSync(
    STAFF_STATE,
    JSON.stringify({
      cookies: [],
      origins: [
        { origin, localStorage: [{ name: "pocketbase_auth", value: JSON.stringify({ token, record }) }] },
      ],
    }),
  );
});
