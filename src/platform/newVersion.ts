import { reloadPage } from './navigation';
import { readSession, writeSession } from './sessionStore';

/**
 * After a chunk of this page could not be loaded: when the server's index.html names another
 * first bundle than this page's, a deploy has replaced the running version (and may have deleted
 * its chunks), and the page reloads into the new one. Once per version: a page that comes back
 * from such a reload still this version (an edge of the CDN that kept the older page) does not
 * reload again. False when it does not reload (the same version, no answer, an error).
 */
export async function reloadIntoNewVersion(): Promise<boolean> {
  // 'js/main.<hash>.js', preloaded from the head.
  const running = document.querySelector('link[as=script]')?.getAttribute('href');
  if (!running || readSession('reloadedFromVersion') === running) return false;
  // The page's folder: the shell, index.html, as the server has it now.
  const served = await fetch('.', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.text() : running))
    .catch(() => running);
  if (!served.includes('js/main.') || served.includes(running)) return false;
  writeSession('reloadedFromVersion', running);
  reloadPage();
  return true;
}
