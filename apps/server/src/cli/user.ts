import type { Command } from 'commander';

export function registerUserCommands(program: Command): void {
  void program;
}
