#!/usr/bin/env node
// `npx sangam <command>`: the admins' command line. Node 20 cannot run TypeScript by itself, so tsx loads the
// sources (the same configuration and code as the server).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
