// npm run bench (second part): the staff inbox at 10,000 leads, 10,000 messages and 10,000
// subscribers. Starts a throw-away PocketBase (temp data dir, 127.0.0.1 only, rate limits off),
// seeds them with the batch API, signs in as staff and times the requests the inbox makes
// (src/features/inbox: same filters from shared/inbox-core.cjs, same sort, 20 per page) and the
// CSV export of all leads. Prints p50/p95 of sequential runs after a warm-up; bounded by count.
//   node scripts/bench-inbox.mjs [--rows=10000] [--runs=40]
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { benchServer, latencyTable, numberArg, runBench, seedBatches, stopServer } from "./lib/bench.mjs";
import { ROOT } from "./lib/pocketbase.mjs";
import { INBOX_PER_PAGE as PER_PAGE } from "../shared/lists-core.cjs";

const require = createRequire(join(ROOT, "package.json"));
const { inboxFilter, UNREAD_FILTERS } = require("./shared/inbox-core.cjs");

const ROWS = numberArg("rows", 10_000);
const RUNS = numberArg("runs", 40);
const BATCH = 200;

const FIRST = [
  "Gurpreet",
  "Harpreet",
  "Aman",
  "Simran",
  "Rajveer",
  "Navdeep",
  "ਹਰਪ੍ਰੀਤ",
  "Manpreet",
  "Jaspreet",
];
const LAST = ["Singh", "Kaur", "Sharma", "Gill", "Sandhu", "Brar", "ਕੌਰ", "Verma"];
const COURSES = ["PSSSB Clerk", "Punjab Police", "PSTET", "Patwari", "PCS"];
const STATUSES = ["", "new", "contacted", "contacted", "closed", "closed", "closed"];
const name = (i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
const mobile = (i) => `9${String(100000000 + ((i * 7919) % 900000000)).padStart(9, "0")}`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "pb-bench-inbox-"));
  const { srv, admin } = await benchServer(dataDir, { batch: BATCH });
  try {
    const t0 = performance.now();
    await seedBatches(
      admin,
      "leads",
      ROWS,
      (i) => ({
        name: name(i),
        mobile: mobile(i),
        course: COURSES[i % COURSES.length],
        status: STATUSES[i % STATUSES.length],
      }),
      BATCH,
    );
    await seedBatches(
      admin,
      "messages",
      ROWS,
      (i) => ({
        name: name(i),
        email: `student${i}@example.com`,
        phone: i % 3 ? mobile(i) : "",
        message: `Please call me about the ${COURSES[i % COURSES.length]} batch.\nI am free after 5 pm. (${i})`,
        handled: i % 4 !== 0,
      }),
      BATCH,
    );
    await seedBatches(admin, "subscribers", ROWS, (i) => ({ email: `reader${i}@example.com` }), BATCH);
    console.log(
      `Seeded ${ROWS} leads, ${ROWS} messages, ${ROWS} subscribers in ${((performance.now() - t0) / 1000).toFixed(1)} s (${srv.url})\n`,
    );

    const credentials = { email: "staff@example.com", password: "staff-bench-2026" };
    await admin
      .collection("users")
      .create({ ...credentials, passwordConfirm: credentials.password, verified: true, role: "editor" });
    const staff = new PocketBase(srv.url);
    staff.autoCancellation(false);
    await staff.collection("users").authWithPassword(credentials.email, credentials.password);

    const page = (kind, query) => async () => {
      const { filter, params } = inboxFilter(kind, query);
      const r = await staff.collection(kind).getList(1, PER_PAGE, {
        filter: filter ? staff.filter(filter, params) : "",
        sort: "-created,-id",
      });
      return `${r.items.length} of ${r.totalItems}`;
    };
    const unread = async () => {
      const counts = await Promise.all(
        ["leads", "messages"].map(
          async (k) =>
            (await staff.collection(k).getList(1, 1, { filter: UNREAD_FILTERS[k], fields: "id" })).totalItems,
        ),
      );
      return `${counts[0]} + ${counts[1]}`;
    };
    const csv =
      (kind, search = "") =>
      async () => {
        const res = await fetch(`${srv.url}/api/inbox/${kind}.csv${search}`, {
          headers: { Authorization: staff.authStore.token },
        });
        const bytes = (await res.arrayBuffer()).byteLength;
        if (!res.ok) throw new Error(`CSV ${res.status}`);
        return `${(bytes / 1024).toFixed(0)} KB`;
      };

    const cases = [
      ["Leads: first page", page("leads", {})],
      ["Leads: status = contacted", page("leads", { status: "contacted" })],
      ["Leads: status = new (incl. none)", page("leads", { status: "new" })],
      ["Leads: search name 'Simran'", page("leads", { q: "Simran" })],
      [`Leads: search mobile '${mobile(123).slice(2, 7)}'`, page("leads", { q: mobile(123).slice(2, 7) })],
      // Observed: PocketBase answers an empty filtered first page for non-superusers after a random
      // delay (up to ~500 ms, against enumeration through filters), whatever the size of the table.
      ["Leads: search with no match", page("leads", { q: "Nobody Such" })],
      ["Messages: first page", page("messages", {})],
      ["Messages: not handled", page("messages", { handled: "no" })],
      ["Messages: search 'student42'", page("messages", { q: "student42" })],
      ["Subscribers: first page", page("subscribers", {})],
      ["Subscribers: search 'reader99'", page("subscribers", { q: "reader99" })],
      ["Unread count (sidebar, 2 requests)", unread],
      ["CSV: all leads", csv("leads"), 5],
      ["CSV: contacted leads", csv("leads", "?status=contacted"), 5],
    ];
    await latencyTable(cases, RUNS);
    console.log(
      `\n${RUNS} sequential runs each (CSV: 5) after 3 warm-ups. Shared machine: compare ratios, not absolutes.`,
    );
  } finally {
    await stopServer(srv, dataDir);
  }
}

runBench(main);
