// Lighthouse on the built marketing site, against a stack that is already running (the Hosting
// emulator of `playwright test`'s webServer, or `pnpm start`):
//
//   node scripts/lighthouse.mjs [baseUrl]          (default http://127.0.0.1:5000)
//
// Audits `/`, `/blog`, the newest post (the first item of /rss.xml) and one feature page, one after
// the other in one Chromium, with Lighthouse's default mobile settings: a mid-range phone on a slow
// 4G connection with simulated throttling. That is the stricter of its two presets and the one search
// engines index by, and simulation keeps the score steady on a busy 2-core machine. Prints a table of
// the four category scores of every page on every run; exits 1 if any score is below 95, or if a run
// fails or the whole audit takes longer than its time limit.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const MIN_SCORE = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TOTAL_TIME_LIMIT_MS = 5 * 60_000;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const FEATURE_PAGE = '/features/duct-pipe-sizing';

const baseUrl = new URL(
  process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? 'http://127.0.0.1:5000',
);

/** The path of the newest post: the first item of the RSS feed. */
async function newestPostPath() {
  const response = await fetch(new URL('/rss.xml', baseUrl));
  if (!response.ok)
    throw new Error(`GET /rss.xml answered ${response.status}: is the site built and served?`);
  const match = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(await response.text());
  if (!match?.[1]) throw new Error('/rss.xml lists no post');
  return new URL(match[1]).pathname;
}

function formatRow(cells) {
  return `${cells[0].padEnd(56)}${cells
    .slice(1)
    .map((cell) => String(cell).padStart(7))
    .join('')}`;
}

let chrome;
const timer = setTimeout(() => {
  console.error(`lighthouse: stopped after ${TOTAL_TIME_LIMIT_MS / 1000} s`);
  chrome?.kill();
  process.exit(1);
}, TOTAL_TIME_LIMIT_MS);

try {
  const paths = ['/', '/blog', await newestPostPath(), FEATURE_PAGE];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  const failures = [];
  for (const path of paths) {
    const url = new URL(path, baseUrl).href;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      maxWaitForLoad: 45_000,
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      failures.push(
        `${path}: Lighthouse could not audit the page (${lhr?.runtimeError?.message ?? 'no result'})`,
      );
      rows.push([path, ...CATEGORIES.map(() => '-')]);
      continue;
    }
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    rows.push([path, ...scores]);
    for (const [index, id] of CATEGORIES.entries()) {
      const score = scores[index] ?? 0;
      if (score < MIN_SCORE) {
        const failed = Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              lhr.categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          )
          .map((audit) => audit.title);
        failures.push(
          `${path}: ${id} ${score} < ${MIN_SCORE} (${failed.join('; ') || 'no single audit failed'})`,
        );
      }
    }
  }
  console.log(
    `Lighthouse ${'mobile, simulated throttling'} against ${baseUrl.origin} (minimum ${MIN_SCORE}):`,
  );
  console.log(formatRow(['page', 'perf', 'a11y', 'best', 'seo']));
  for (const row of rows) console.log(formatRow(row));
  if (failures.length > 0) {
    console.error(`lighthouse: ${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `lighthouse: all ${rows.length} pages score at least ${MIN_SCORE} in every category.`,
    );
  }
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
  chrome?.kill();
}
