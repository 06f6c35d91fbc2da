// The articles `node scripts/bench-search.mjs` searches, and how they are saved (seedArticles): deterministic (article i is drawn from
// mulberry32(i + 1)), about 4 KB of text each, English and Gurmukhi paragraphs in turn. Topic words
// are drawn a few to an article, so a topic word is in about one article in ten; the filler words
// are in nearly every article. This file is part of the seed cache's key (scripts/lib/bench.mjs).
import { seedBatches } from "./bench.mjs";
import { mulberry32, randomTools } from "./prng.mjs";

export const TOPICS_EN =
  "budget policy cabinet court election river police exam education health sports award climate trade rupee bank rail road village farmer water energy digital census GST monsoon stubble canal industry startup".split(
    " ",
  );
export const TOPICS_PA =
  "ਪੰਜਾਬ ਸਰਕਾਰ ਸਿੱਖਿਆ ਨੀਤੀ ਕਿਸਾਨ ਬਜਟ ਪਾਣੀ ਸਕੂਲ ਜ਼ਿਲ੍ਹਾ ਚੋਣ ਅਦਾਲਤ ਪੁਲਿਸ ਖੇਡ ਸਿਹਤ ਵਪਾਰ ਬੈਂਕ ਰੇਲ ਸੜਕ ਪਿੰਡ ਬਿਜਲੀ ਨਹਿਰ ਮੀਂਹ ਉਦਯੋਗ ਅਧਿਆਪਕ".split(
    " ",
  );
export const FILLER_EN =
  "the state announced a new scheme for aspirants with numbers to remember and dates that matter in the exam this year under the plan officials said".split(
    " ",
  );
export const FILLER_PA =
  "ਇਸ ਸਾਲ ਲਈ ਨਵੀਂ ਯੋਜਨਾ ਦਾ ਐਲਾਨ ਕੀਤਾ ਗਿਆ ਹੈ ਅਤੇ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਇਹ ਅੰਕੜੇ ਯਾਦ ਰੱਖੋ ਅਧਿਕਾਰੀਆਂ ਨੇ ਕਿਹਾ".split(" ");

/** Tags created before the articles ("Bench tag 0" …); article i has one or two of them. */
export const TAG_COUNT = 20;

/** Article i (0-based) as the admin would save it; `tagIds` are the TAG_COUNT tags' ids. */
export function articleData(i, tagIds) {
  const { pick } = randomTools(mulberry32(i + 1));
  const en = [pick(TOPICS_EN), pick(TOPICS_EN), pick(TOPICS_EN)];
  const pa = [pick(TOPICS_PA), pick(TOPICS_PA), pick(TOPICS_PA)];
  const sentence = (filler, topics) =>
    Array.from({ length: 12 }, (_, k) => (k % 5 === 2 ? pick(topics) : pick(filler))).join(" ");
  const paras = [];
  let bytes = 0;
  // About 4 KB of text (Gurmukhi is 3 bytes a letter): English and Punjabi paragraphs in turn.
  for (let p = 0; bytes < 4000; p++) {
    const para = p % 2 ? sentence(FILLER_PA, pa) + "।" : sentence(FILLER_EN, en) + ".";
    paras.push(`<p>${para}</p>`);
    bytes += Buffer.byteLength(para);
  }
  const day = new Date(Date.UTC(2026, 10, 20) - (i % 1500) * 86_400_000).toISOString().slice(0, 10);
  return {
    name: `${en[0]} ${en[1]} ${pa[0]} update ${i}`,
    date: `${day} 00:00:00.000Z`,
    desc: `What the ${en[1]} ${en[2]} decision means (${i}).`,
    seoURL: `bench-search-${i}`,
    active: i % 20 !== 0, // one in twenty a draft
    tags: [tagIds[i % TAG_COUNT], tagIds[(i * 3 + 1) % TAG_COUNT]].slice(0, 1 + (i % 2)),
    html: `<h1>${en[0]}</h1>${paras.join("")}`,
  };
}

/** Articles per batch request: each create also builds the text and index rows, so small batches stay inside the 30 s batch timeout on a busy machine. */
export const BATCH = 50;

/**
 * Creates the TAG_COUNT tags, then `count` articles through the batch API (every save runs the
 * same hooks as a real one: text, index row). Returns { seconds, htmlKB (per article), tagIds }.
 */
export async function seedArticles(admin, count) {
  const started = performance.now();
  const tagIds = [];
  for (let t = 0; t < TAG_COUNT; t++)
    tagIds.push((await admin.collection("CAtags").create({ name: `Bench tag ${t}` })).id);
  let htmlBytes = 0;
  const make = (i) => {
    const a = articleData(i, tagIds);
    htmlBytes += Buffer.byteLength(a.html);
    return a;
  };
  await seedBatches(admin, "currentAffairs", count, make, BATCH);
  return { seconds: (performance.now() - started) / 1000, htmlKB: htmlBytes / count / 1024, tagIds };
}
