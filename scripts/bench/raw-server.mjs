// The raw baseline: a plain node:http server answering `GET /<case id>` with the same page as the app, from
// the same database, through one prepared statement per case, as JSON. No framework, no auth, no count: what
// this machine can do at most. RAW_PROCESSES > 1 runs that many on one port (node:cluster), as the app does.
// Configured by the bench through BENCH_RAW (JSON: { port, processes, sqliteFile | pgUrl + pgSchema, cases,
// random }); `random` (bench/random.mjs) answers `GET /r/p/<page>` and `GET /r/s/<word>/<page>`.
import Database from 'better-sqlite3';
import cluster from 'node:cluster';
import http from 'node:http';
import pg from 'pg';
import { dollars } from './db.mjs';
import { rawRandom } from './random.mjs';

const config = JSON.parse(process.env.BENCH_RAW);

if (cluster.isPrimary && config.processes > 1) {
  for (let i = 0; i < config.processes; i++) cluster.fork();
  // Workers close once the primary stops handing them connections (exiting first left them writing to a closed pipe).
  process.on('SIGTERM', () => cluster.disconnect(() => process.exit(0)));
} else {
  let run;
  let runRandom;
  if (config.sqliteFile) {
    const db = new Database(config.sqliteFile, { readonly: true });
    db.pragma('busy_timeout = 5000');
    const statements = Object.fromEntries(
      Object.entries(config.cases).map(([id, c]) => [id, { stmt: db.prepare(c.sql), params: c.params }]),
    );
    const prepared = new Map();
    run = async (id) => statements[id].stmt.all(...statements[id].params);
    runRandom = async (url) => {
      const { sql, params } = rawRandom(config.random, url);
      if (!prepared.has(sql)) prepared.set(sql, db.prepare(sql));
      return prepared.get(sql).all(...params);
    };
  } else {
    pg.types.setTypeParser(pg.types.builtins.INT8, Number);
    const pool = new pg.Pool({ connectionString: config.pgUrl, max: 10, options: `-c search_path=${config.pgSchema}` });
    // A named query is prepared once per connection and then only executed.
    run = async (id) =>
      (await pool.query({ name: id, text: dollars(config.cases[id].sql), values: config.cases[id].params })).rows;
    runRandom = async (url) => {
      const { sql, params } = rawRandom(config.random, url);
      const name = sql === config.random.page.sql ? 'random-page' : 'random-search';
      return (await pool.query({ name, text: dollars(sql), values: params })).rows;
    };
  }
  const server = http.createServer(async (req, res) => {
    const id = req.url.slice(1);
    if (config.random && id.startsWith('r/')) {
      try {
        const body = JSON.stringify({ items: await runRandom(req.url) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
      return;
    }
    if (!config.cases[id]) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = JSON.stringify({ items: await run(id) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(config.port, '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
  if (cluster.isWorker) process.on('disconnect', () => process.exit(0));
}
