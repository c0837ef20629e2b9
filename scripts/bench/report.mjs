// The bench's tables: one per scale and process count, then how each request holds up from the smallest scale.
import os from 'node:os';

export const rps = (r) => Math.round(r.requests.average);
const mean = (values) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);

/** Prints the tables of a run: `results` { scale, processes, case, app, raw }, `flat` { processes, case, small, large }. */
export function printReport({ results, flat, scales, modes, connections, duration, cores, dialect, notes }) {
  const errors = (r) => r.errors + r.timeouts + r.non2xx;
  const where = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${cores} cores, Node ${process.version}, ${dialect}`;
  console.log(`\n${where}; ${connections} connections, ${duration} s per request`);
  for (const scale of scales) {
    for (const processes of modes) {
      const rows = results.filter((r) => r.scale === scale && r.processes === processes);
      if (!rows.length) continue;
      console.log(
        `\n${scale.toLocaleString('en')} records, ${processes === 1 ? '1 process' : `${processes} processes`}`,
      );
      console.table(
        rows.map((r) => ({
          request: r.case.title,
          'req/s': rps(r.app),
          'p99 ms': r.app.latency.p99,
          'raw req/s': rps(r.raw),
          'raw p99 ms': r.raw.latency.p99,
          ratio: Number((rps(r.app) / Math.max(1, rps(r.raw))).toFixed(2)),
          goal: r.case.goal ?? (r.case.search ? 0.3 : 0.5),
          errors: errors(r.app),
          ...(r.app.writes ? { 'edits (failed)': `${r.app.writes.edits} (${r.app.writes.failed})` } : {}),
        })),
      );
    }
  }
  if (scales.length > 1) {
    const [small, large] = [scales[0], scales.at(-1)];
    const side = flat.length ? ', in turns (two runs each, their mean)' : ', from the tables above';
    console.log(
      `\nFlat with size: req/s at ${large.toLocaleString('en')} over req/s at ${small.toLocaleString('en')}${side} (goal 0.8)`,
    );
    const rows = flat.length
      ? flat.map((f) => ({
          request: f.case.title,
          processes: f.processes,
          before: mean(f.small),
          after: mean(f.large),
        }))
      : results
          .filter((r) => r.scale === large)
          .map((r) => ({
            request: r.case.title,
            processes: r.processes,
            before: rps(
              results.find((s) => s.scale === small && s.processes === r.processes && s.case.id === r.case.id).app,
            ),
            after: rps(r.app),
          }));
    console.table(
      rows.map((r) => ({
        request: r.request,
        processes: r.processes,
        [`req/s @${small}`]: r.before,
        [`req/s @${large}`]: r.after,
        ratio: Number((r.after / Math.max(1, r.before)).toFixed(2)),
      })),
    );
  }
  for (const note of notes) console.log(`note: ${note}`);
}
