// npm run bench: starts the built server on a throw-away SQLite database and measures, with a bounded
// load from this machine (loopback only), how fast the hot paths answer and how much memory the server holds.
// Build first (npm run build). Every run is bounded by duration and request count.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = 3977;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-'));
const startServer = () =>
  spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      AUTH_IP_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
let server = startServer();

async function waitUp() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const run = (title, opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 10, duration: 5, ...opts, url: base + opts.path, title }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

const OCCUPATIONS = [
  'TV Repairing',
  'Data Entry',
  'Photographer',
  'Carpenter',
  'Electrician',
  'Plumber',
  'Teacher',
  'Doctor',
  'Web Developer',
  'Chef',
  'Designer',
  'Writer',
  'Consultant',
];
const FIRST = [
  'Asha',
  'Ravi',
  'Meena',
  'Sunil',
  'Kavita',
  'Prakash',
  'Deepak',
  'Pooja',
  'Anil',
  'Sneha',
  'Rahul',
  'Nisha',
];
const LAST = ['Kamble', 'Jadhav', 'Gaikwad', 'Pawar', 'Shinde', 'More', 'Sonawane', 'Bansode', 'Wankhede', 'Salve'];

/** Members from..to straight into the SQLite file (the server keeps running; WAL lets both write). */
function addMembers(from, to) {
  const db = new Database(path.join(dataDir, 'sangam.sqlite'));
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(
    `INSERT INTO users (id, name, phone_number, occupation, profession, bio, interests, referral_code, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'x', ?, ?)`,
  );
  const start = Date.UTC(2020, 0, 1);
  db.transaction(() => {
    for (let i = from; i < to; i++) {
      const occupation = OCCUPATIONS[i % OCCUPATIONS.length];
      const name = i === to - 7 ? 'Zubair Shaikh' : `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
      const at = new Date(start + i * 60_000).toISOString();
      insert.run(
        `b${String(i).padStart(23, '0')}`,
        name,
        `7${String(i).padStart(9, '0')}`,
        occupation,
        occupation,
        'Bench member',
        '["Cricket","Music"]',
        `B${i.toString(36).toUpperCase().padStart(7, '0')}`,
        at,
        at,
      );
    }
  })();
  db.close();
}

const CATEGORIES = [
  'Plumber',
  'Electrician',
  'Carpenter',
  'Painter',
  'Cleaning Service',
  'Tutor',
  'Catering',
  'Photographer',
  'Driver',
  'Gardener',
  'IT Support',
];

/** Listings from..to, owned by the bench members, straight into the SQLite file. */
function addListings(from, to) {
  const db = new Database(path.join(dataDir, 'sangam.sqlite'));
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(
    `INSERT INTO listings (id, owner_id, title, category, description, contact_phone, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, '9800000000', ?, ?)`,
  );
  const start = Date.UTC(2021, 0, 1);
  db.transaction(() => {
    for (let i = from; i < to; i++) {
      const category = CATEGORIES[i % CATEGORIES.length];
      const title = i === to - 5 ? 'Tandoor catering' : `${category} service ${i}`;
      const at = new Date(start + i * 60_000).toISOString();
      insert.run(
        `l${String(i).padStart(23, '0')}`,
        `b${String(i % 100).padStart(23, '0')}`,
        title,
        category,
        'Reliable work, fair prices.',
        at,
        at,
      );
    }
  })();
  db.close();
}

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
  } catch {
    return NaN;
  }
}

try {
  await waitUp();
  const member = { name: 'Bench Member', phoneNumber: '9876500000', occupation: 'Tester', password: 'bench-pass' };
  const reg = await (
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    })
  ).json();
  const auth = { authorization: `Bearer ${reg.token}` };
  const login = JSON.stringify({ phoneNumber: member.phoneNumber, password: member.password });

  const cases = [
    ['GET /api/health', { path: '/api/health' }],
    ['GET /api/profile/me (signed in)', { path: '/api/profile/me', headers: auth }],
    ['GET / (web app shell)', { path: '/' }],
    // Password hashing is deliberately slow; a bounded number of logins only.
    [
      'POST /api/auth/login',
      {
        path: '/api/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: login,
        amount: 200,
        duration: 60,
        connections: 4,
      },
    ],
  ];
  const rows = [];
  for (const [title, opts] of cases) {
    const r = await run(title, opts);
    rows.push({
      route: title,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.non2xx,
      statuses: Object.keys(r.statusCodeStats).join(' '),
    });
  }
  console.table(rows);

  // The member directory and the Business Directory must answer as fast at 100,000 rows as at 100.
  const directoryCases = [
    ['directory, newest page', '/api/directory'],
    ['directory, search "plumb"', '/api/directory?search=plumb'],
    ['directory, search a rare name', '/api/directory?search=zubair'],
    ['directory, page 40', '/api/directory?page=40'],
    ['listings, newest page', '/api/listings'],
    ['listings, category "Tutor"', '/api/listings?category=Tutor'],
    ['listings, search a rare word', '/api/listings?search=tandoor'],
  ];
  const measure = async () => {
    const out = {};
    for (const [title, path] of directoryCases) out[title] = await run(title, { path, headers: auth, duration: 3 });
    return out;
  };
  addMembers(0, 100);
  addListings(0, 100);
  const small = await measure();
  addMembers(100, 100_000);
  addListings(100, 100_000);
  // A restart, as after a deploy: the server refreshes the planner's statistics when it opens the database.
  await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
  server = startServer();
  await waitUp();
  const large = await measure();
  console.table(
    directoryCases.map(([title]) => ({
      route: title,
      'req/s @100': Math.round(small[title].requests.average),
      'req/s @100k': Math.round(large[title].requests.average),
      'p99 ms @100': small[title].latency.p99,
      'p99 ms @100k': large[title].latency.p99,
      errors: small[title].non2xx + large[title].non2xx + small[title].errors + large[title].errors,
    })),
  );
  console.log(`server resident memory after the runs: ${rssMb(server.pid)} MB`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
