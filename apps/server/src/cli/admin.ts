import type { Command } from 'commander';
import { RegisterSchema } from '@sangam/shared/auth';
import { ACCOUNT } from '@sangam/shared/limits';
import { effectivePlan } from '@sangam/shared/plans';
import { isUniqueViolation } from '../db/dialect.ts';
import { recordAudit } from '../features/audit/audit.queries.ts';
import { CHANGED } from '../features/audit/audit.service.ts';
import { issueCode } from '../features/auth/otp.service.ts';
import { deleteSessionsOfUser } from '../features/auth/sessions.queries.ts';
import { findUserByPhone, updateUser } from '../features/members/members.queries.ts';
import { hashPassword } from '../lib/password.ts';
import { istDateTime, nowIso } from '../lib/time.ts';
import { upsertAccount } from '../seed/accounts.ts';
import { CliError } from './cli-error.ts';
import { commandLineActor, memberByPhone, parseOption, type CliContext } from './context.ts';

const { name: nameField, phoneNumber: phoneField, password: passwordField } = RegisterSchema.shape;

/** A new admin password: the members' rules and the admins' longer minimum (as ADMIN_PASSWORD and the screens). */
async function newAdminPassword(context: CliContext): Promise<string> {
  const password = parseOption(passwordField, await context.readSecret('Password: ', { confirm: true }), 'password');
  if (password.length < ACCOUNT.adminPasswordMin)
    throw new CliError(`password: an admin's password must be at least ${ACCOUNT.adminPasswordMin} characters`);
  return password;
}

export function registerAdminCommands(program: Command, context: CliContext): void {
  const admin = program.command('admin').description("Create an admin, or let one back in who can't sign in");

  admin
    .command('create')
    .description(
      'Create an admin account. The password is asked without echo at a terminal, else read from the first line of stdin.',
    )
    .requiredOption('--phone <phone>', "the admin's phone number (their sign-in)")
    .requiredOption('--name <name>', "the admin's name as members see it")
    .action(async (options: { phone: string; name: string }) => {
      const phone = parseOption(phoneField, options.phone, '--phone');
      const name = parseOption(nameField, options.name, '--name');
      await context.withDatabase(async ({ db }) => {
        const refuseTaken = () => new CliError(`--phone: ${phone} belongs to an account already; nothing was created.`);
        if (await findUserByPhone(db, phone)) throw refuseTaken();
        const password = await newAdminPassword(context);
        const passwordHash = await hashPassword(password);
        try {
          await db.transaction().execute(async (trx) => {
            const created = await upsertAccount(trx, {
              name,
              phoneNumber: phone,
              passwordHash,
              occupation: 'Administrator',
              planType: 'admin',
              accountStatus: 'active',
            });
            await recordAudit(trx, {
              actor: commandLineActor(),
              action: 'user.create',
              target: { id: created.id, name },
              subjectType: 'user',
              changes: { name: [null, name], planType: [null, 'admin'], phoneNumber: [null, CHANGED] },
              details: 'plan admin, from the command line',
            });
          });
        } catch (error) {
          // Another admin made an account with this phone between the check and the insert.
          if (isUniqueViolation(error)) throw refuseTaken();
          throw error;
        }
        context.print(
          `Created the admin ${name} (${phone}). They sign in at ${context.config().publicUrl}/admin-login`,
        );
      });
    });

  admin
    .command('reset-password')
    .description(
      "Let an admin back in: prints a one-time code for the site's password reset, or with --password-stdin sets " +
        "the password. Either way the admin's sessions end and failed sign-ins no longer hold them back.",
    )
    .requiredOption('--phone <phone>', "the admin's phone number")
    .option(
      '--password-stdin',
      'set this password instead of printing a code (asked without echo at a terminal, else the first line of stdin)',
    )
    .action(async (options: { phone: string; passwordStdin?: boolean }) => {
      const phone = parseOption(phoneField, options.phone, '--phone');
      const { publicUrl, jwtSecret } = context.config();
      await context.withDatabase(async ({ db }) => {
        const user = await memberByPhone(db, phone);
        if (effectivePlan(user) !== 'admin')
          throw new CliError(
            `--phone: ${phone} is not an admin; members reset their password with "Forgot password" on the site.`,
          );
        // A new password (here or through the code) also lifts any failed-login wait for the phone: the count is
        // kept per password (auth/login-throttle.ts).
        const password = options.passwordStdin ? await newAdminPassword(context) : undefined;
        const passwordHash = password && (await hashPassword(password));
        const code = await db.transaction().execute(async (trx) => {
          if (passwordHash) await updateUser(trx, user.id, { passwordHash, updatedAt: nowIso() });
          const issued = passwordHash ? undefined : await issueCode(trx, jwtSecret, phone, 'reset');
          await deleteSessionsOfUser(trx, user.id);
          await recordAudit(trx, {
            actor: commandLineActor(),
            action: passwordHash ? 'password.reset' : 'password.reset-code',
            target: { id: user.id, name: user.name },
            subjectType: 'user',
            ...(passwordHash ? { changes: { password: [CHANGED, CHANGED] } } : {}),
            details: passwordHash
              ? 'from the command line; sessions ended'
              : 'one-time reset code issued from the command line; sessions ended',
          });
          return issued;
        });
        if (!code) {
          context.print(`Password set for ${user.name} (${phone}); their sessions have ended.`);
          context.print(`Sign in at ${publicUrl}/admin-login`);
          return;
        }
        context.print(`One-time code for ${user.name} (${phone}): ${code.code}`);
        context.print(`Valid until ${istDateTime(code.expiresAt)} IST, once. Their sessions have ended.`);
        context.print(
          `Open ${publicUrl}/forgot-password, enter ${phone}, tap "I already have a code", then this code and a new ` +
            'password (a code sent from the site afterwards replaces this one).',
        );
      });
    });
}
