import type { Command } from 'commander';

export function registerDatabaseCommands(program: Command): void {
  void program;
}
