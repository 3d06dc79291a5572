import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import fc from 'fast-check';
import { sandboxServer } from '@/sandbox/node';
import { showPagesInErrorsOnlyWhenRead } from './elementErrors';
import { DEFAULT_PROPERTY_RUN } from './propertyRuns';
import { resetBetweenTests } from './resetBetweenTests';
import { scaled } from './timeScale';

// A screen's lazy chunk and its first answers can take over the default second on a busy 2-core
// machine (seen once: a home waiting for its quick deposit under a parallel browser run).
configure({ asyncUtilTimeout: scaled(3000) });
showPagesInErrorsOnlyWhenRead();
// A property that names no run of its own is seeded and bounded all the same.
fc.configureGlobal(DEFAULT_PROPERTY_RUN);

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));

afterEach(resetBetweenTests);

afterAll(() => sandboxServer.close());
