import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** One Lighthouse run's figures. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  tbtMs: number;
  mainThreadMs: number;
  lcpMs: number;
  cls: number;
}

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/**
 * Lighthouse (mobile defaults) on `url` in a Chrome started for this run alone and closed after it: a
 * shopper's first visit meets a cold renderer, so a Chrome kept warm across runs would flatter the page.
 * A run whose trace Lighthouse could not read (NO_NAVSTART and the like, a fault of the recording, seen
 * about once in 40 runs) is run again, at most twice, and said: it has no figures to keep or drop.
 */
export async function lighthouseRun(url: string, headers: Record<string, string> = {}): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneRun(url, headers);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('could not measure')) throw error;
      console.log(`  (${String(error).split('\n')[0]}; measuring again)`);
    }
  }
}

async function oneRun(url: string, headers: Record<string, string>): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: headers });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    // A page that did not load scores 0 with no timings: that is a failed run, not a figure.
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      tbtMs: audit('total-blocking-time'),
      mainThreadMs: audit('mainthread-work-breakdown'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The zero-JavaScript control page: text and layout of a shop page's size, no script, no web font, no
 * image. Measured in the same run as the store's pages, it is the floor of this machine at this moment;
 * a page's main-thread time is reported as a multiple of it.
 */
export const CONTROL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title><meta name="description" content="A page with no JavaScript, no fonts and no images."><style>body{font-family:sans-serif;margin:0 auto;max-width:60rem;padding:1rem;line-height:1.5}ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:1rem;list-style:none;padding:0}li{border:1px solid #ccc;padding:1rem}</style></head><body><header><a href="/">Store</a></header><main><h1>Control page</h1><ul>${Array.from({ length: 24 }, (_, i) => `<li><a href="/listing/${i}/">Listing ${i + 1}</a><p>$25.00</p></li>`).join('')}</ul></main><footer><p>Footer</p></footer></body></html>`;
