import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import fc from 'fast-check';
import { sandboxServer } from '@/sandbox/node';
import { showPagesInErrorsOnlyWhenRead } from './elementErrors';
import { DEFAULT_PROPERTY_RUN, endPropertyRuns, runsInTheirTest } from './propertyRuns';
import { resetBetweenTests } from './resetBetweenTests';
import { scaled, TEST_TIMEOUT } from './timeScale';

// A screen's lazy chunk and its first answers can take over the default second on a busy 2-core
// machine (seen once: a home waiting for its quick deposit under a parallel browser run).
configure({ asyncUtilTimeout: scaled(3000) });
// The load as this file starts, which may have grown since jest started (timeScale.ts).
jest.setTimeout(TEST_TIMEOUT);
showPagesInErrorsOnlyWhenRead();
// A property that names no run of its own is seeded and bounded all the same, and no property's
// runs outlive their test.
fc.configureGlobal(DEFAULT_PROPERTY_RUN);
fc.installGlobalPlugin(runsInTheirTest);

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  await endPropertyRuns();
  resetBetweenTests();
});

afterAll(() => sandboxServer.close());
