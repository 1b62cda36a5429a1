import fs from 'node:fs';
import { Readable } from 'node:stream';
import { cpuMeter, type CpuShares } from './process-cpu';
import type { RunningServer } from './server';

export interface ExportFigure {
  format: 'csv' | 'xlsx';
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** VmHWM of the server process during the export. */
  peakRssBytes: number;
  /** RSS before the export started, for scale. */
  startRssBytes: number;
  /** The first page, called one after another while the export streams. */
  otherCalls: { count: number; failures: number; p50: number; max: number };
  /** `/api/health` every 20 ms while the export streams (issue 32: p99 < 50 ms). */
  health: { count: number; p99: number };
  /** Who used the cores while it streamed. */
  cpu: CpuShares;
}

function rssNow(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

/** Downloads the export of every employee like a browser would, with a list call running beside it. */
export async function measureExport(server: RunningServer, token: string, format: 'csv' | 'xlsx', rows: number): Promise<ExportFigure> {
  const link = await server.api('/employee/export/link', { format, criteria: {} }, token);
  if (link.status !== 200) throw new Error(`export link: ${link.status} ${link.message}`);
  const startRssBytes = rssNow(server.pid);
  server.resetPeakRss();
  let done = false;
  const latencies: number[] = [];
  let failures = 0;
  const probe = (async () => {
    while (!done) {
      const t0 = performance.now();
      const answer = await server.api('/employees', { offset: 0, limit: 10, criteria: {} }, token).catch(() => null);
      if (answer?.status === 200) latencies.push(performance.now() - t0);
      else failures += 1;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const healthTimes: number[] = [];
  const health = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await fetch(`${server.baseUrl}/api/health`).catch(() => null);
      await answer?.arrayBuffer();
      if (answer?.ok) healthTimes.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = performance.now();
  const meter = cpuMeter(server.pid, server.postgres);
  const response = await fetch(`${server.baseUrl}${link.data.url}`);
  if (!response.ok || !response.body) throw new Error(`export ${format}: HTTP ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)) {
    bytes += (chunk as Buffer).byteLength;
    if (format === 'csv') for (let i = (chunk as Buffer).indexOf(10); i !== -1; i = (chunk as Buffer).indexOf(10, i + 1)) lines += 1;
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = meter.done();
  done = true;
  await Promise.all([probe, health]);
  const sorted = latencies.sort((a, b) => a - b);
  healthTimes.sort((a, b) => a - b);
  // The CSV is counted as it arrives (one line per employee after the header); the XLSX is a zip.
  if (format === 'csv' && lines - 1 !== rows) throw new Error(`CSV export held ${lines - 1} rows, expected ${rows}`);
  return {
    format,
    rows,
    bytes,
    seconds,
    rowsPerSecond: rows / seconds,
    peakRssBytes: server.peakRss(),
    startRssBytes,
    otherCalls: { count: sorted.length, failures, p50: sorted[Math.floor(sorted.length / 2)] ?? NaN, max: sorted[sorted.length - 1] ?? NaN },
    health: { count: healthTimes.length, p99: healthTimes[Math.ceil(healthTimes.length * 0.99) - 1] ?? NaN },
    cpu,
  };
}
