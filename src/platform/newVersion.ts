import { readSession, writeSession } from './sessionStore';

/** The first bundle's address in a page of the build (index.html preloads it). */
const FIRST_BUNDLE = /js\/main\.[0-9a-f]+\.js/;

/**
 * After a chunk of this page could not be loaded: when the server's index.html names another
 * first bundle than this page's, a deploy has replaced the running version (and may have deleted
 * its chunks), and the page reloads into the new one. Once per version: a page that comes back
 * from such a reload still this version (the shell it was answered with was older) does not
 * reload again. False when it does not reload (the same version, no answer).
 */
export async function reloadIntoNewVersion(): Promise<boolean> {
  const running = document.querySelector(`link[href*="js/main."]`)?.getAttribute('href');
  if (!running || readSession('reloadedFromVersion') === running) return false;
  const served = await fetch(new URL('./', window.location.href), { cache: 'no-cache' })
    .then((response) => response.text())
    .then((html) => FIRST_BUNDLE.exec(html)?.[0])
    .catch(() => undefined);
  if (!served || served === FIRST_BUNDLE.exec(running)?.[0]) return false;
  writeSession('reloadedFromVersion', running);
  window.location.reload();
  return true;
}
