import { Command } from 'commander';
import { registerAdminCommands } from './admin.ts';
import { registerBackupCommands } from './backup.ts';
import { registerConfigCommands } from './config.ts';
import { registerDatabaseCommands } from './database.ts';
import { registerUserCommands } from './user.ts';

/**
 * The admins' command line (`npx sangam --help`). It reads the same environment as the server (config.ts), so
 * it works on the server's own database: run it where the server runs, as the server's user.
 */
export function buildProgram(): Command {
  const program = new Command('sangam')
    .description('Run a Sangam site: admins, members, backups, database and configuration')
    .showHelpAfterError()
    .configureOutput({ outputError: (text, write) => write(text) });
  registerAdminCommands(program);
  registerUserCommands(program);
  registerBackupCommands(program);
  registerDatabaseCommands(program);
  registerConfigCommands(program);
  return program;
}
