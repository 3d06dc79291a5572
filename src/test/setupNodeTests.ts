import { sandboxServer } from '@/sandbox/node';
import { resetSandbox } from './resetSandbox';

// The node project's files (jest.config.ts): no page to reset, but the API contract tests call
// the sandbox funding service, which fails any request it has no handler for.
beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));

afterEach(resetSandbox);

afterAll(() => sandboxServer.close());
