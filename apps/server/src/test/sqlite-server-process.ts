// One app server over a given SQLite file, as a process of its own: tests of several processes sharing one
// database (node:cluster's workers in production) start two of these. Prints its port, then serves until killed.
import { buildApp } from '../app.ts';
import { openSqlite } from '../db/sqlite.ts';
import { testConfig } from './helper.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: sqlite-server-process.ts <database file>');
const database = openSqlite(file);
const app = await buildApp({ config: testConfig({ jwtSecret: 'x'.repeat(32) }), database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
