import type { Command } from 'commander';

export function registerBackupCommands(program: Command): void {
  void program;
}
