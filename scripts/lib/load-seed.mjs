// Bulk articles for the load figures: realistic sizes (~4 KB of stored HTML each), spread over the
// demo tags and 1,500 days, one in twenty a draft, inserted with the batch API as in bench-list.mjs.

const WORDS =
  "Punjab budget policy cabinet court election river police exam education health sports award climate trade rupee bank rail road village farmer water energy digital census".split(
    " ",
  );

function articleData(i, tagIds) {
  const w = (k) => WORDS[((i * 7 + k * 13) % 97) % WORDS.length];
  const day = new Date(Date.UTC(2026, 10, 20) - (i % 1500) * 86_400_000).toISOString().slice(0, 10);
  const para = `<p>${w(1)} ${w(2)} ${w(3)} announcement explained for aspirants, with the numbers to remember.</p>`;
  return {
    name: `${w(1)} ${w(2)} ${w(3)} update number ${i}`,
    date: `${day} 00:00:00.000Z`,
    desc: `What the ${w(2)} ${w(4)} decision means for exams (${i}).`,
    seoURL: `load-article-${i}`,
    active: i % 20 !== 0,
    tags: [tagIds[i % tagIds.length], tagIds[(i * 3 + 1) % tagIds.length]].slice(0, 1 + (i % 2)),
    html: `<h1>Article ${i}</h1>${para.repeat(30)}`,
  };
}

/**
 * Inserts `count` articles as a superuser (batch must be enabled with maxRequests >= `batch`).
 * @param {import("pocketbase").default} admin
 */
export async function insertArticles(admin, count, batch = 200) {
  const tagIds = (await admin.collection("CAtags").getFullList({ fields: "id" })).map((t) => t.id);
  if (!tagIds.length) throw new Error("no tags to use: seed the demo content first");
  for (let start = 0; start < count; start += batch) {
    const b = admin.createBatch();
    for (let i = start; i < Math.min(count, start + batch); i++) {
      b.collection("currentAffairs").create(articleData(i, tagIds));
    }
    await b.send();
  }
}
