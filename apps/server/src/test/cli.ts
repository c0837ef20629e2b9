import { buildProgram } from '../cli/program.ts';
import type { CliContext } from '../cli/context.ts';
import type { TestApp } from './helper.ts';

/**
 * Runs `sangam` commands in this process against a test app's database and configuration (`env`: the environment
 * `config check` reads): what they print is kept in `output`; the passwords they ask for are the ones given to
 * that `run`, in turn.
 */
export function cliOn(app: TestApp | undefined, env: NodeJS.ProcessEnv = {}) {
  const ofApp = () => {
    if (!app) throw new Error('the command needs a test app');
    return app;
  };
  const output: string[] = [];
  const secrets: string[] = [];
  const context: CliContext = {
    env,
    config: () => ofApp().config,
    withDatabase: (work) =>
      work({ db: ofApp().db, dialect: ofApp().dialect, close: async () => {}, optimize: async () => {} }),
    print: (line) => output.push(line),
    readSecret: async () => {
      const secret = secrets.shift();
      if (secret === undefined) throw new Error('the command asked for a password the test did not give');
      return secret;
    },
  };
  return {
    output,
    run: (args: string[], { passwords = [] }: { passwords?: string[] } = {}) => {
      secrets.splice(0, secrets.length, ...passwords);
      return buildProgram(context).parseAsync(args, { from: 'user' });
    },
  };
}
