const { chromium } = require('@playwright/test');
const cfg = require('../scripts/chromium.json');
(async () => {
  const { signIn, signInContext } = await import('../bench/support.mjs');
  const base = 'http://localhost:8080';
  const path = process.argv[2] || '/account/dashboard';
  const email = process.argv[3] || 'candidate@example.com';
  const browser = await chromium.launch({ executablePath: cfg.path, args: cfg.args });
  const context = await browser.newContext();
  if (email !== 'guest') await signInContext(context, base, await signIn(base, email));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.goto(base + '/robots.txt');
  await cdp.send('Profiler.start');
  await page.goto(base + path);
  await page.waitForFunction(() => !document.querySelector('#main .sk-server-markup, #main [inert], #main .sk-skeleton') && document.querySelector('h1'), null, { timeout: 60000 });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) || 0) + (dt[i] || 0)));
  const agg = new Map(); const byUrl = new Map();
  for (const [id, t] of self) {
    const n = byId.get(id); const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}:${f.columnNumber}`;
    agg.set(key, (agg.get(key) || 0) + t);
    const u = f.url.replace(/^.*\//, '') || f.functionName;
    byUrl.set(u, (byUrl.get(u) || 0) + t);
  }
  const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, t]) => `${(t / 1000).toFixed(1)} ms  ${n}`).join('\n');
  console.log('by file\n' + top(byUrl, 15));
  console.log('by function\n' + top(agg, 40));
  await browser.close();
})();
