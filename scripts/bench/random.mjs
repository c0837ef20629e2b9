// `npm run bench -- --random`: each request different, as members browsing at large make them: a random page of
// the directory or a random member-name search (a name or its first letters, from three on), against the raw
// baseline answering the same random request; once as is and once with a writer making 20 profile edits a
// second through the app (during both the app's and the baseline's run), which moves the members' stamp.
import { FIRST, LAST } from './seed.mjs';

const NAMES = [...FIRST, ...LAST];
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

/** A page, or a search with its page, drawn anew for every request. */
function draw(pages) {
  if (Math.random() < 0.5) return { page: between(1, pages) };
  const name = pick(NAMES);
  return { word: name.slice(0, between(3, name.length)).toLowerCase(), page: between(1, 3) };
}

/** The two random cases of the directory route: without and with the writer. */
export function randomCases(route, scale, dialect) {
  const pages = Math.max(1, Math.floor(Math.min(scale, route.reachable ?? Infinity) / route.pageSize));
  const appPath = () => {
    const { page, word } = draw(pages);
    const query = new URLSearchParams({ page: String(page), limit: String(route.pageSize) });
    if (word) query.set('search', word);
    return `${route.path}?${query}`;
  };
  const rawPath = () => {
    const { page, word } = draw(pages);
    return word ? `/r/s/${word}/${page}` : `/r/p/${page}`;
  };
  const raw = { page: route.raw(dialect), search: route.raw(dialect, '?'), pageSize: route.pageSize };
  // The search statement's own parameter is the word as the baseline searches it (bench/routes.mjs).
  raw.search.params = [];
  raw.searchParam = dialect === 'sqlite' ? 'quoted' : 'like';
  return [false, true].map((writing) => ({
    id: `random-${writing ? 'writing' : 'reading'}`,
    title: `${route.path}: random pages and name searches${writing ? ', 20 profile edits/s' : ''}`,
    route,
    url: route.path,
    appPath,
    rawPath,
    raw,
    writing,
    goal: 0.8,
  }));
}

/** The baseline's answer to a random request (bench/raw-server.mjs): the statement and its parameters. */
export function rawRandom(random, url) {
  const [, , kind, ...rest] = url.split('/');
  const page = Number(rest.at(-1));
  const window = [random.pageSize, (page - 1) * random.pageSize];
  if (kind === 'p') return { sql: random.page.sql, params: window };
  const word = decodeURIComponent(rest[0]);
  return { sql: random.search.sql, params: [random.searchParam === 'quoted' ? `"${word}"` : `%${word}%`, ...window] };
}

/** 20 profile edits a second by the bench's member through the app, until stopped; counts the failed ones. */
export function startWriter(base, headers) {
  const state = { edits: 0, failed: 0 };
  const timer = setInterval(() => {
    state.edits++;
    fetch(`${base}/api/profile/me`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ profession: `Tester ${state.edits}` }),
    })
      .then((res) => (res.ok ? res.arrayBuffer() : state.failed++))
      .catch(() => state.failed++);
  }, 50);
  return { state, stop: () => clearInterval(timer) };
}
