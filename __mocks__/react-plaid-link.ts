// Jest uses the sandbox's stand-in bank-linking dialog, as sandbox builds do (webpack alias).
export * from '../src/sandbox/plaidLinkStandIn';
