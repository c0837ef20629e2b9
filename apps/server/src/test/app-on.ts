import { buildApp, type AppDeps } from '../app.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/dialect.ts';
import { testConfig } from './helper.ts';

/**
 * A test app on a database the test opened itself (migrated only so far, or closed midway), silent unless given a
 * log stream. The test closes both.
 */
export const buildAppOn = (
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
  logger: AppDeps['logger'] = false,
) => buildApp({ config: testConfig(overrides), database, logger });
