import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { tempDir } from './backups.test-site.ts';

describe('BACKUP_DIR and BACKUP_KEEP', () => {
  it('turn the daily backup on with a resolved folder, keeping 7 unless told', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).backups).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: 'backups' }).backups).toEqual({
      dir: path.resolve('backups'),
      keep: 7,
    });
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: '/srv/b', BACKUP_KEEP: '30' }).backups).toEqual({
      dir: '/srv/b',
      keep: 30,
    });
  });

  it('refuses a number of backups to keep that is not a whole number from 1', () => {
    for (const keep of ['0', '2.5', 'many'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), BACKUP_DIR: '/srv/b', BACKUP_KEEP: keep })).toThrow(
        /BACKUP_KEEP: must be/,
      );
  });
});
