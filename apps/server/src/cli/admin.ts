import type { Command } from 'commander';

export function registerAdminCommands(program: Command): void {
  void program;
}
