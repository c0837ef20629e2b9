import type { Command } from 'commander';

export function registerConfigCommands(program: Command): void {
  void program;
}
