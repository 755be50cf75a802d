import { auditPages, lighthouseLines } from './lighthouse.js';

/**
 * `npm run bench:lighthouse -- http://127.0.0.1:8000`: only the Lighthouse audits, against a server that is already
 * running (with data and the web app built), for quick iteration. LIGHTHOUSE_RUNS sets the runs per page.
 */
const base = (process.argv[2] ?? process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:8000').replace(/\/$/, '');
const pages = await auditPages(base);
console.log(lighthouseLines(pages).join('\n'));
const missed = pages.filter((p) => p.performance < 95 || p.accessibility < 100);
if (missed.length) {
  console.log(`below target (performance ≥ 95, accessibility 100): ${missed.map((p) => p.name).join(', ')}`);
  process.exitCode = 1;
}
