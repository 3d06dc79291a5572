import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { sandboxServer } from '@/sandbox/node';
import { showPagesInErrorsOnlyWhenRead } from './elementErrors';
import { resetBetweenTests } from './resetBetweenTests';
import { scaled } from './timeScale';

// A screen's lazy chunk and its first answers can take over the default second on a busy 2-core
// machine (seen once: a home waiting for its quick deposit under a parallel browser run).
configure({ asyncUtilTimeout: scaled(3000) });
showPagesInErrorsOnlyWhenRead();

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));

afterEach(resetBetweenTests);

afterAll(() => sandboxServer.close());
