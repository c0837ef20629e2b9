import type { Command } from 'commander';
import { migrateDatabase } from '../db/open.ts';
import { countUsers } from '../features/members/members.queries.ts';
import { seedDemo } from '../seed/demo.ts';
import { CliError } from './cli-error.ts';
import type { CliContext } from './context.ts';

export function registerDatabaseCommands(program: Command, context: CliContext): void {
  program
    .command('migrate')
    .description('Bring the database schema up to date (the server also does it when it starts)')
    .action(async () => {
      const ran = await context.withDatabase((database) => migrateDatabase(database), { migrate: false });
      if (!ran.length) context.print('Nothing to run: the schema is up to date.');
      else
        context.print(
          `Ran ${ran.length} migration${ran.length === 1 ? '' : 's'}:\n${ran.map((name) => `  ${name}`).join('\n')}`,
        );
    });

  program
    .command('seed-demo')
    .description(
      'Fill an empty site with the demo community (members, listings, news, questions) to try it out; never a site ' +
        'with members or with ADMIN_PHONE set',
    )
    .action(async () => {
      const config = context.config();
      // Demo premium members read every contact: a site with real members, or meant for them, never gets them.
      if (config.admin)
        throw new CliError('ADMIN_PHONE is set, so this is a real site: the demo community was not added.');
      await context.withDatabase(async ({ db }) => {
        const members = await countUsers(db);
        if (members > 0)
          throw new CliError(
            `The site has ${members} account${members === 1 ? '' : 's'} already: the demo community goes only into an empty site.`,
          );
        const demo = await seedDemo(db, config.dataDir, { adminConfigured: false });
        if (!demo) throw new CliError('The demo community was not added.');
        context.print('Added the demo community. Sign in with:');
        context.print(`  admin:   ${demo.adminPhone} at ${config.publicUrl}/admin-login`);
        context.print(`  members: ${demo.memberPhones.join(', ')}`);
        context.print(`  password for all of them: ${demo.password}`);
      });
    });
}
