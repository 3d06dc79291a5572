import fc from 'fast-check';
import { sandboxServer } from '@/sandbox/node';
import { DEFAULT_PROPERTY_RUN, endPropertyRuns, runsInTheirTest } from './propertyRuns';
import { resetSandbox } from './resetSandbox';
import { TEST_TIMEOUT } from './timeScale';

// A property that names no run of its own is seeded and bounded all the same, and no property's
// runs outlive their test.
fc.configureGlobal(DEFAULT_PROPERTY_RUN);
fc.installGlobalPlugin(runsInTheirTest);

// The load as this file starts, which may have grown since jest started (timeScale.ts).
jest.setTimeout(TEST_TIMEOUT);

// The node project's files (jest.config.ts): no page to reset, but the API contract tests call
// the sandbox funding service, which fails any request it has no handler for.
beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  await endPropertyRuns();
  resetSandbox();
});

afterAll(() => sandboxServer.close());
