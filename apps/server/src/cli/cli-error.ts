/** A command that cannot do what was asked, for a reason the admin can fix: said in one line, exit code 1. */
export class CliError extends Error {}
