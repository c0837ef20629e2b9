import type { Command } from 'commander';
import { RegisterSchema } from '@sangam/shared/auth';
import { isSuspendable, reactivateMember, suspendMember } from '../features/moderation/moderation.service.ts';
import { istDateTime, nowIso } from '../lib/time.ts';
import { CliError } from './cli-error.ts';
import { commandLineActor, memberByPhone, parseOption, type CliContext } from './context.ts';

const phoneField = RegisterSchema.shape.phoneNumber;

/**
 * --until: a day (YYYY-MM-DD, its start in India, where the site's members are) or a time with its offset; it must
 * be ahead.
 */
export function suspensionEnd(text: string, now = nowIso()): string {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+05:30` : text;
  const time = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : new Date(NaN);
  if (Number.isNaN(time.getTime()))
    throw new CliError(`--until: "${text}" is not a date (YYYY-MM-DD) or a time (2026-12-31T18:00+05:30).`);
  const iso = time.toISOString();
  if (iso <= now) throw new CliError(`--until: ${istDateTime(iso)} IST has passed.`);
  return iso;
}

export function registerUserCommands(program: Command, context: CliContext): void {
  const user = program
    .command('user')
    .description('Suspend a member or lift a suspension, as from the moderation queue');

  user
    .command('suspend')
    .description(
      'Suspend a member: they cannot sign in or use the site, their sessions end, and the audit log keeps the reason.',
    )
    .requiredOption('--phone <phone>', "the member's phone number")
    .option('--reason <text>', 'why (kept in the audit log)', '')
    .option('--until <date>', 'when it ends by itself: YYYY-MM-DD or an ISO time (default: until lifted)')
    .action(async (options: { phone: string; reason: string; until?: string }) => {
      const phone = parseOption(phoneField, options.phone, '--phone');
      const until = options.until === undefined ? null : suspensionEnd(options.until);
      await context.withDatabase(async ({ db }) => {
        const member = await memberByPhone(db, phone);
        if (!isSuspendable(member))
          throw new CliError(
            `--phone: ${member.name} cannot be suspended: an admin never is (make them a member first).`,
          );
        if (member.accountStatus === 'deactivated')
          throw new CliError(
            `--phone: ${member.name} closed their account (deactivated); there is nothing to suspend.`,
          );
        await suspendMember(db, commandLineActor(), member, { until, reason: options.reason.trim() });
        context.print(
          `Suspended ${member.name} (${phone}) ${until ? `until ${istDateTime(until)} IST` : 'until lifted'}; their sessions have ended.`,
        );
      });
    });

  user
    .command('reactivate')
    .description("Lift a member's suspension: they may sign in again")
    .requiredOption('--phone <phone>', "the member's phone number")
    .action(async (options: { phone: string }) => {
      const phone = parseOption(phoneField, options.phone, '--phone');
      await context.withDatabase(async ({ db }) => {
        const member = await memberByPhone(db, phone);
        if (member.accountStatus !== 'suspended')
          throw new CliError(`--phone: ${member.name} is not suspended (${member.accountStatus}).`);
        await reactivateMember(db, commandLineActor(), member);
        context.print(`${member.name} (${phone}) is active again and may sign in.`);
      });
    });
}
