import type { BundleSizes } from './bundles.js';
import type { LighthousePage } from './lighthouse.js';
import type { EndpointResult } from './run.js';

interface Results {
  date: string;
  machine: { cpus: number; memoryGiB: number; node: string };
  settings: { connections: number; seconds: number };
  runs: Record<string, EndpointResult[]>;
  bundles: BundleSizes;
  lighthouse?: LighthousePage[];
}

/** The markdown table docs/performance.md quotes. */
export function markdownReport(results: Results): string {
  const lines = [
    `Benchmark of ${results.date.slice(0, 10)} on ${results.machine.cpus} cores, Node ${results.machine.node}; autocannon with ${results.settings.connections} connections for ${results.settings.seconds} s per endpoint.`,
    '',
  ];
  for (const [kind, rows] of Object.entries(results.runs)) {
    lines.push(
      `**${kind}**`,
      '',
      '| Endpoint | req/s | p50 ms | p99 ms | SQL queries | bytes | × health | non-2xx |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of rows)
      lines.push(
        `| ${r.name} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.queries ?? '—'} | ${r.bytes} | ${r.ratioToHealth} | ${r.non2xx} |`,
      );
    lines.push('');
  }
  const b = results.bundles;
  lines.push(
    `**Web bundles** (gzipped): first page ${b.firstPage.jsGzipKB} KB JavaScript, ${b.firstPage.cssGzipKB} KB CSS.`,
    '',
    '| Lazy route chunk | extra JS KB | extra CSS KB |',
    '|---|---:|---:|',
    ...b.routes.map((r) => `| ${r.chunk} | ${r.jsGzipKB} | ${r.cssGzipKB} |`),
    '',
  );
  if (results.lighthouse?.length)
    lines.push(
      '**Lighthouse** (mobile emulation, Chromium; median of the runs by performance):',
      '',
      '| Page | Performance | Accessibility | FCP ms | LCP ms | TBT ms | CLS | Failing accessibility audits |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...results.lighthouse.map(
        (p) =>
          `| ${p.name} (\`${p.path}\`) | ${p.performance} | ${p.accessibility} | ${p.fcpMs} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.failingAccessibility.join(', ') || '—'} |`,
      ),
      '',
    );
  return lines.join('\n');
}
