// Inline in index.html (its hash is in the Content Security Policy), minified by the build.
//
// 1. Before the app's script runs, shows the prerendered markup of the screen the address names
// (the templates scripts/prerender/capture.mjs writes into the built index.html, with ids such
// as 'prerendered-m/withdraw'), for the context it was captured in: a signed-in person on a
// desktop ('d') or a phone ('m', the app's mobile rule: src/platform/device.ts), outside the
// quick-deposit frame and the iOS app, with no query. Anything else (another screen, a hash
// with a query) finds no template and keeps the static shell. React then renders the same
// screen over it (src/app/App.tsx preloadFirstScreen).
//
// 2. Starts the app's script (preloaded from the head, with its integrity) once the page has
// painted: its evaluation never delays the first paint of the screen, however early it arrives
// (a timer after a frame is not enough: while a page loads, the browser may defer its paints).
//
// 3. Marks #root with how the start goes (data-bundle): the page's own message that it could not
// start (public/index.html, styled in global.css) shows a few seconds after a page where this
// script never ran, at once when the bundle fails to load, and some seconds after it has loaded
// if the app has not taken over by then (data-app-ready).
(() => {
  const root = document.getElementById('root');
  root.dataset.bundle = '';
  const bundle = document.querySelector('link[as=script]');
  let started = !bundle;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = bundle.href;
    script.integrity = bundle.integrity;
    script.crossOrigin = ''; // 'anonymous', as the preload: its response is used
    script.onload = script.onerror = (event) => (root.dataset.bundle = event.type);
    document.body.append(script);
  };
  // A tab opened in the background paints nothing: a second later in any case. Scheduled before
  // anything that can throw, so the app always starts.
  setTimeout(start, 1000);
  try {
    // Once the browser reports the page's first paint (a browser without paint timing ignores
    // the type; one without the observer, or whose observer throws, has the timer).
    new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
    const cookies = '; ' + document.cookie;
    const agent = navigator.userAgent;
    const path = location.hash.slice(1) || '/';
    const template =
      !location.search &&
      cookies.includes('; xpbUser=') &&
      !cookies.includes('; xpbIosApp=true') &&
      !sessionStorage.quickDepositIframe &&
      document.getElementById(
        'prerendered-' +
          (innerWidth <= 767 &&
          (/Android|iPhone|iPad|iPod|Mobi|webOS|BlackBerry|IEMobile|Opera Mini/i.test(agent) ||
            (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1))
            ? 'm'
            : 'd') +
          (path === '/deposit' ? '/' : path),
      );
    if (template) {
      root.replaceChildren(template.content);
      // Inert until React renders over it: what is typed into it now would be lost.
      root.firstElementChild.inert = true;
    }
  } catch {
    // No paint observer (the timer starts the app), or no storage (a sandboxed frame): the
    // static shell stays.
  }
})();
