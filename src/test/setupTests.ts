import '@testing-library/jest-dom';
import { sandboxServer } from '@/sandbox/node';
import { resetBetweenTests } from './resetBetweenTests';

// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));

afterEach(resetBetweenTests);

afterAll(() => sandboxServer.close());
