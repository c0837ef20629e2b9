import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type yauzl from 'yauzl';
import yazl from 'yazl';
import { z } from 'zod';

const MANIFEST = 'manifest.json';

/** What a backup says of itself, checked before its payload is trusted. */
export const ManifestSchema = z.object({
  format: z.literal('sangam-backup'),
  formatVersion: z.literal(1),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The newest migration the code that made it knows (the package carries no version number of its own). */
  appMigration: z.string(),
  /** The newest migration the backed-up database had run: a restore runs the later ones. */
  migration: z.string(),
  createdAt: z.string(),
  /** Rows per table in the payload, as of the moment it was taken. */
  tables: z.record(z.string(), z.number().int().min(0)),
  payload: z.object({ name: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** A backup that cannot be used as it is: damaged, truncated, not a backup, or for another database. */
export class BackupRefusal extends Error {}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Writes manifest.json and the payload into one zip. Written under a draft name and renamed when whole, so a
 * half-written archive never carries a backup's name (nor is counted by the pruning of old ones).
 */
export async function writeArchive(out: string, manifest: Manifest, payloadFile: string): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST);
  // pg_dump's custom format is compressed already.
  zip.addFile(payloadFile, manifest.payload.name, { compress: manifest.dialect === 'sqlite' });
  zip.end();
  const draft = path.join(path.dirname(out), `.${path.basename(out)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    await pipeline(zip.outputStream, createWriteStream(draft, { mode: 0o600 }));
    await rename(draft, out);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
}

/**
 * Reads an archive's manifest and writes its payload to `payloadFile`, refusing anything that is not whole: a zip
 * that does not open (truncated), an entry that does not inflate, a manifest that does not parse, or a payload
 * whose size or sha256 differs from the manifest's (a flipped byte).
 */
export async function readArchive(file: string, payloadFile: string): Promise<Manifest> {
  const damaged = (why: string) =>
    new BackupRefusal(`${file} is damaged or not a Sangam backup (${why}): use another backup`);
  // Only a restore or a verify reads an archive: yauzl loads then, not in every server process.
  const { default: unzip } = await import('yauzl');
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((done, fail) =>
      unzip.open(file, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (error, opened) =>
        error ? fail(error) : done(opened),
      ),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefusal(`${file} does not exist`);
    throw damaged((error as Error).message);
  }
  try {
    const entries = await listEntries(zip);
    const manifestEntry = entries.find((entry) => entry.fileName === MANIFEST);
    if (!manifestEntry) throw damaged('no manifest.json');
    const parsed = ManifestSchema.safeParse(await readJson(zip, manifestEntry).catch(() => undefined));
    if (!parsed.success) throw damaged('manifest.json does not read');
    const manifest = parsed.data;
    const payloadEntry = entries.find((entry) => entry.fileName === manifest.payload.name);
    if (!payloadEntry) throw damaged(`no ${manifest.payload.name}`);
    const hash = createHash('sha256');
    let bytes = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        hash.update(chunk);
        bytes += chunk.length;
        next(null, chunk);
      },
    });
    try {
      await pipeline(await openEntry(zip, payloadEntry), hashing, createWriteStream(payloadFile, { mode: 0o600 }));
    } catch (error) {
      throw damaged((error as Error).message);
    }
    if (bytes !== manifest.payload.bytes || hash.digest('hex') !== manifest.payload.sha256)
      throw damaged(`the checksum of ${manifest.payload.name} differs from the manifest's`);
    return manifest;
  } finally {
    zip.close();
  }
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((done, fail) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => done(entries));
    zip.on('error', fail);
    zip.readEntry();
  });
}

const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream>((done, fail) =>
    zip.openReadStream(entry, (error, stream) => (error ? fail(error) : done(stream))),
  );

async function readJson(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** The first table whose rows differ between two counts, said for a person; null when they agree. */
export function countsDiffer(expected: Record<string, number>, actual: Record<string, number>): string | null {
  for (const [table, rows] of Object.entries(expected)) {
    if (actual[table] !== rows) return `${table} has ${actual[table] ?? 'no'} rows, ${rows} expected`;
  }
  return null;
}
