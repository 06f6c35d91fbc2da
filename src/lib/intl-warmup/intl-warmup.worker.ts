// The worker of intl-warmup.ts: makes the number and date formatters the page will use, so the
// browser's Intl data (kept once per browser process, shared by all its threads) is set up here
// rather than on the page's main thread. Answers true when done.
interface Job {
  locales: string[];
  timeZone: string;
}

self.onmessage = (e: MessageEvent<Job>) => {
  const { locales, timeZone } = e.data;
  for (const locale of locales) {
    new Intl.NumberFormat(locale).format(0);
    new Intl.PluralRules(locale).select(1);
    new Intl.DateTimeFormat(locale, { timeZone, day: "numeric", month: "short", year: "numeric" }).format(0);
  }
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(0);
  self.postMessage(true);
};
