import { CliError } from './cli-error.ts';
import { buildProgram } from './program.ts';

try {
  await buildProgram().parseAsync(process.argv);
} catch (error) {
  // A bug keeps its stack; a refusal the admin can fix is one line.
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
