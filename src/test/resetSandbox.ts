import { sandboxLedger, sandboxServer } from '@/sandbox/node';

/** The sandbox funding service as it starts: no overrides, the default ledger. */
export function resetSandbox(): void {
  sandboxServer.resetHandlers();
  sandboxLedger.reset('default');
}
