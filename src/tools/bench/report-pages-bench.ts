/**
 * Report first-page benchmark (issue 12; not a test): the first page (25 rows, count and totals)
 * of every report declaration in reports/, through the real app on a PostgreSQL database, with the
 * filters the console opens it with (the last 30 days where it has a date range) and, where it has
 * one, over two years. p50 and p90 of --samples calls each, after one warm-up call.
 *
 *   npx tsx src/tools/bench/report-pages-bench.ts [--url postgres://postgres@127.0.0.1:5432/rx_bench] [--samples 15] [--only name[,name…]]
 *     [--spans 30,730] [--sort column:DESC]
 *
 * `--spans`: the date ranges measured, in days ending today (default: the opening 30 days and two
 * years); `--sort`: another order than the declaration's (a report's other sorts).
 *
 * Target (issue 12): each report's first page ≤ 200 ms at 1M orders.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { buildApp } from '../../server/app';
import { DEMO_PASSWORD, demoEmail } from '../../server/db/seed/foundation';
import { reports } from '../../../reports/index';
import type { ReportDeclaration } from '../../../reports/defineReport';
import { initialFilters, toParams } from '../../console/reports/filterValues';
import { opt, loadAverage } from './benchArgs';

const URL_ = opt('url', process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/rx_bench');
const SAMPLES = Number(opt('samples', '15'));
const ONLY = opt('only', '').split(',').filter(Boolean);
const isoDay = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const SPANS = opt('spans', '30,730').split(',').map(Number);
const [SORT_BY, SORT_ORDER] = opt('sort', '').split(':');

/** The console's opening filters, with any required date still empty set to today. */
function openingParams(report: ReportDeclaration, span: number): Record<string, string | number | boolean> {
  const values = initialFilters(report);
  for (const name of report.filters.required ?? []) {
    if (!values[name] && report.filters.properties[name].format === 'date') values[name] = isoDay(0);
    if (!values[name] && report.filters.properties[name].enum) values[name] = String(report.filters.properties[name].enum![0]);
  }
  // A declared date range opens on the last 30 days (console/reports/filterValues.ts), set here
  // outright so the figure stays the 30-day one whatever else fills the form first.
  if (report.dateRange) { values[report.dateRange.from] = isoDay(1 - span); values[report.dateRange.to] = isoDay(0); }
  return { ...toParams(report, values), skip: 0, limit: 25, ...(SORT_BY ? { sortBy: SORT_BY, sortOrder: SORT_ORDER || 'DESC' } : {}) };
}

async function main() {
  const config = loadConfig({ ...process.env, DATABASE_URL: URL_, JWT_SECRET: 'report-pages-bench-'.padEnd(48, 'x'), DATA_DIR: mkdtempSync(join(tmpdir(), 'rx-pages-bench-')) });
  const database = await openDatabase({ url: URL_ });
  const app = await buildApp({ config, database, logger: { level: 'warn' }, realtime: false, jobs: false });
  await app.ready();
  const login = (await app.inject({ method: 'POST', url: '/api/v1/agent/auth/login', payload: { email: demoEmail('super_admin'), password: DEMO_PASSWORD } })).json().data;
  const chosen = (await app.inject({ method: 'POST', url: '/api/v1/agent/auth/set-login-location-and-role', headers: { authorization: `Bearer ${login.token.access_token}` }, payload: { location: login.locations[0].id, role: 'super_admin' } })).json().data;
  const headers = { authorization: `Bearer ${chosen.token.access_token}` };
  console.log(`${reports.length} reports; ${SAMPLES} samples each; first page of 25 rows with count and totals; load ${loadAverage(2)}`);
  for (const report of reports.filter((r) => !ONLY.length || ONLY.includes(r.name))) {
    for (const span of report.dateRange ? SPANS : [0]) {
      const query = new URLSearchParams(Object.entries(openingParams(report, span)).map(([k, v]) => [k, String(v)])).toString();
      const url = `/api/v1${report.path}?${query}`;
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i <= SAMPLES; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        if (i > 0) times.push(performance.now() - t0);
        if (res.statusCode !== 200) { console.log(`${report.name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`); break; }
        count = res.json().data.count;
      }
      if (!times.length) continue;
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(1);
      console.log(`${report.name.padEnd(36)} ${(span === 30 ? 'opening' : span ? `${span} days` : '').padEnd(8)} rows ${String(count).padStart(8)}  p50 ${at(0.5).padStart(7)} ms  p90 ${at(0.9).padStart(7)} ms`);
    }
  }
  console.log(`load ${loadAverage(2)} (the machine is shared: figures move with it)`);
  await app.close();
  await database.close();
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
