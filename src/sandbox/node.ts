import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createLedgerStore, memoryBackend } from './ledger';

/** The sandbox in Node: jest and the preview server's local funding stub. */
export const sandboxLedger = createLedgerStore(memoryBackend());
export const sandboxHandlers = createHandlers(sandboxLedger);
export const sandboxServer = setupServer(...sandboxHandlers);
