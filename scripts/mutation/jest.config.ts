import path from 'node:path';
import type { Config } from 'jest';
import { compiled, EVERY_TEST, inJsdom } from '../../jest.config';

/**
 * The jest configuration of mutation runs (stryker.config.mjs): one project, since Stryker's jest
 * runner sets its environment, sequencer and test list at the top of the configuration, where
 * jest's `projects` do not read them. Every test file runs in jsdom here, as every one did before
 * the node project, and passes there too.
 */
const config: Config = {
  rootDir: path.resolve(__dirname, '../..'),
  ...compiled,
  ...inJsdom,
  testMatch: EVERY_TEST,
};

export default config;
