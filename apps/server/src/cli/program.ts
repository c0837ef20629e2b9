import { Command } from 'commander';
import { registerAdminCommands } from './admin.ts';
import { registerBackupCommands } from './backup.ts';
import { registerConfigCommands } from './config.ts';
import { processContext, type CliContext } from './context.ts';
import { registerDatabaseCommands } from './database.ts';
import { registerUserCommands } from './user.ts';

/**
 * The admins' command line (`npx sangam --help`). It reads the same environment as the server (config.ts), so
 * it works on the server's own database: run it where the server runs, as the server's user. Tests hand in a
 * context of their own (their database, their output).
 */
export function buildProgram(context: CliContext = processContext()): Command {
  const program = new Command('sangam')
    .description('Run a Sangam site: admins, members, backups, database and configuration')
    .showHelpAfterError()
    .configureOutput({ outputError: (text, write) => write(text) });
  registerAdminCommands(program, context);
  registerUserCommands(program, context);
  registerBackupCommands(program, context);
  registerDatabaseCommands(program, context);
  registerConfigCommands(program, context);
  return program;
}
