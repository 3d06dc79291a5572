import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { sandboxServer } from '@/sandbox/node';
import { reuseComputedStyles } from './computedStyles';
import { getElementError } from './elementErrors';
import { stopCapturingOwnerStacks } from './ownerStacks';
import { resetBetweenTests } from './resetBetweenTests';

// A screen's lazy chunk and its first answers can take over the default second on a busy 2-core
// machine (seen once: a home waiting for its quick deposit under a parallel browser run).
configure({ asyncUtilTimeout: 3000, getElementError });

stopCapturingOwnerStacks();
reuseComputedStyles();

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));

afterEach(resetBetweenTests);

afterAll(() => sandboxServer.close());
