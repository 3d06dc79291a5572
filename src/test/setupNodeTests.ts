import fc from 'fast-check';
import { sandboxServer } from '@/sandbox/node';
import { DEFAULT_PROPERTY_RUN } from './propertyRuns';
import { resetSandbox } from './resetSandbox';

// A property that names no run of its own is seeded and bounded all the same.
fc.configureGlobal(DEFAULT_PROPERTY_RUN);

// The node project's files (jest.config.ts): no page to reset, but the API contract tests call
// the sandbox funding service, which fails any request it has no handler for.
beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));

afterEach(resetSandbox);

afterAll(() => sandboxServer.close());
