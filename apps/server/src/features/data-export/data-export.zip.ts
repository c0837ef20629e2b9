import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/dialect.ts';
import { existingMedia, exportContents, mediaBytes, type ExportFile } from './data-export.queries.ts';

/**
 * The ZIP of a ready export, streamed: data.json first, then each file read from the media table only when the
 * archive reaches it (yazl's lazy entries), so memory holds one file at a time whatever the member stored, and
 * the reply's back-pressure paces the reading. Files deleted since the export was made are left out. Photos and
 * PDFs are stored as they are (compressing them again gains nothing); data.json is deflated.
 */
export async function exportZipStream(db: Db, id: string, mtime: Date): Promise<NodeJS.ReadableStream | null> {
  const contents = await exportContents(db, id);
  if (!contents?.dataJson) return null;
  const files = JSON.parse(contents.files) as ExportFile[];
  const present = await existingMedia(
    db,
    files.map((file) => file.mediaId),
  );

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(contents.dataJson, 'utf8'), 'data.json', { mtime, compress: true });
  for (const file of files) {
    if (!present.has(file.mediaId)) continue;
    zip.addReadStreamLazy(file.path, { mtime, compress: false }, (callback) => {
      mediaBytes(db, file.mediaId).then(
        (bytes) => callback(null, Readable.from([bytes ?? Buffer.alloc(0)], { objectMode: false })),
        (error: unknown) => callback(error, Readable.from([])),
      );
    });
  }
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  zip.end();
  return output;
}
