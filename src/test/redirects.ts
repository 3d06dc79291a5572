import { redirectTo } from '@/platform/navigation';
import { onTestCleanup } from './cleanups';

/**
 * Records each address the browser is sent to, with what session storage held then. jsdom cannot
 * leave the page: the test file mocks `redirectTo` (jest.mock of '@/platform/navigation').
 */
export function recordRedirects() {
  const redirects: { url: string; stored: Record<string, string> }[] = [];
  jest.mocked(redirectTo).mockImplementation((url) => {
    redirects.push({ url, stored: { ...window.sessionStorage } });
  });
  onTestCleanup(() => jest.mocked(redirectTo).mockReset());
  return redirects;
}
