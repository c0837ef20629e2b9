// The bench's own access to the database the server uses: SQLite (better-sqlite3 on the server's file) or
// PostgreSQL (a schema of its own in the given database). Statements are written with `?` placeholders.
import Database from 'better-sqlite3';
import pg from 'pg';

/** Opens the bench database; `exec` runs a statement, `all` answers rows. */
export function openBenchDb({ sqliteFile, pgUrl, pgSchema }) {
  if (sqliteFile) {
    const db = new Database(sqliteFile);
    db.pragma('busy_timeout = 30000');
    return {
      dialect: 'sqlite',
      exec: async (text, params = []) => void db.prepare(text).run(...params),
      all: async (text, params = []) => db.prepare(text).all(...params),
      close: async () => db.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: pgUrl, max: 2, options: `-c search_path=${pgSchema}` });
  return {
    dialect: 'postgres',
    exec: async (text, params = []) => void (await pool.query(dollars(text), params)),
    all: async (text, params = []) => (await pool.query(dollars(text), params)).rows,
    close: () => pool.end(),
  };
}

/** `?` placeholders as PostgreSQL's `$1, $2...` (the bench's statements hold no `?` in literals). */
export const dollars = (text) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** The server's DATABASE_URL for a schema of its own (search_path set on every connection). */
export function schemaUrl(url, schema) {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}
