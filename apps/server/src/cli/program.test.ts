import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { cliOn } from '../test/cli.ts';
import { buildTestApp } from '../test/helper.ts';
import { buildProgram } from './program.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const everyCommand = (command: Command): Command[] => [command, ...command.commands.flatMap(everyCommand)];
const fullName = (command: Command): string =>
  command.parent ? `${fullName(command.parent)} ${command.name()}` : command.name();

describe('sangam', () => {
  it('describes every command and offers --help on each', () => {
    const commands = everyCommand(buildProgram());
    expect(commands.map(fullName)).toEqual(
      expect.arrayContaining([
        'sangam admin create',
        'sangam admin reset-password',
        'sangam user suspend',
        'sangam user reactivate',
        'sangam migrate',
        'sangam seed-demo',
        'sangam config check',
      ]),
    );
    for (const command of commands) {
      expect(command.description(), fullName(command)).not.toBe('');
      expect(command.helpInformation(), fullName(command)).toContain('-h, --help');
    }
  });

  // Two processes each loading the sources through tsx: slow on a busy machine.
  it(
    'runs from its bin: help, and a configuration error said in one clean line with exit code 1',
    { timeout: 90_000 },
    () => {
      const bin = path.join(repoRoot, 'apps/server/bin/sangam.mjs');
      const help = spawnSync(process.execPath, [bin, '--help'], { cwd: repoRoot, encoding: 'utf8' });
      expect(help.status).toBe(0);
      expect(help.stdout).toContain('Usage: sangam [options] [command]');
      for (const group of ['admin', 'user', 'backup', 'migrate', 'seed-demo', 'config'])
        expect(help.stdout).toContain(group);

      const env = { PATH: process.env.PATH, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sangam-bin-')), PORT: 'x' };
      const bad = spawnSync(process.execPath, [bin, 'config', 'check'], { cwd: repoRoot, encoding: 'utf8', env });
      expect(bad.status).toBe(1);
      expect(bad.stderr).toBe('Invalid configuration:\n  PORT: must be a port number\n');
      expect(bad.stdout).toBe('');
    },
  );
});

describe('sangam migrate and seed-demo', () => {
  it('migrate says when nothing is left to run', async () => {
    const app = await buildTestApp();
    try {
      const cli = cliOn(app);
      await cli.run(['migrate']);
      expect(cli.output).toEqual(['Nothing to run: the schema is up to date.']);
    } finally {
      await app.dispose();
    }
  });

  it('seeds an empty site and prints how to sign in; never a site with members or with ADMIN_PHONE', async () => {
    const app = await buildTestApp();
    try {
      const cli = cliOn(app);
      await cli.run(['seed-demo']);
      expect(cli.output[0]).toBe('Added the demo community. Sign in with:');
      const password = /password for all of them: (\S+)/.exec(cli.output.join('\n'))![1];
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/admin-login',
        payload: { phoneNumber: '9000000001', password },
      });
      expect(login.statusCode).toBe(200);

      await expect(cli.run(['seed-demo'])).rejects.toThrow(/^The site has \d+ accounts already/);
      const configured = await buildTestApp({ admin: { phone: '9876543210', password: 'an-admin-password' } });
      try {
        await expect(cliOn(configured).run(['seed-demo'])).rejects.toThrow('ADMIN_PHONE is set');
      } finally {
        await configured.dispose();
      }
    } finally {
      await app.dispose();
    }
  });
});
