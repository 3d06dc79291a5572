// Inline in index.html (its hash is in the Content Security Policy), minified by the build.
// The app's rules it applies are named `RULES.<name>`: the build writes each rule's value, taken
// from the module that owns it, in its place (src/app/chooserRules.ts), so none is copied here.
/* global RULES */
//
// 1. Before the app's script runs, shows the prerendered markup of the screen the address names
// (the templates scripts/prerender/render.tsx writes into the built index.html, with ids such
// as 'prerendered-m/withdraw'), for the context it was rendered for: a signed-in person on a
// desktop ('d') or a phone ('m', the app's mobile rule: src/platform/device.ts; 'q' for the
// home of a phone that remembers a quick deposit or opens a deposit link), outside the
// quick-deposit frame and the iOS app, with no query but a deposit link's. Anything else
// (another screen, a hash with a query) finds no template and keeps the static shell. React then renders the same
// screen over it (src/app/App.tsx preloadFirstScreen).
//
// 2. Starts the app's script (preloaded from the head, with its integrity) once the page has
// painted: its evaluation never delays the first paint of the screen, however early it arrives
// (a timer after a frame is not enough: while a page loads, the browser may defer its paints).
//
// 3. Marks #root with how the start goes (data-bundle): the page's own message that it could not
// start (public/index.html, styled in global.css) shows a few seconds after a page where this
// script never ran, at once when the bundle fails to load, 15 s after this script ran while the
// bundle has neither loaded nor failed (a stalled connection), and some seconds after it has
// loaded if the app has not taken over by then (data-app-ready).
//
// 4. Keeps the prerendered screen live until the app takes over, an event
// contract in a few lines: its links are real links (a screen of the app's own, prerendered,
// is shown at once); a tap on one of its plain buttons (a menu, Back) is kept and carried out
// once the app is ready, on the same button of the app's first render (the same markup); a
// money button (a form's submit, by a tap or Enter) never acts and the page's status line
// (#start-wait in public/index.html) says 'Getting your account ready…'; it is never replayed,
// since the person has not yet seen the fee, the limit or the CVV. What is typed stays in the
// fields, and what is chosen in the radios and checkboxes; the app carries both in as it takes
// over (src/app/TakenOver.tsx).
//
// 5. The home's GETs leave from the head, before the stylesheet: headRequests.js.
(() => {
  const root = document.getElementById('root');
  const ready = () => root.hasAttribute('data-app-ready');
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
    const phone =
      innerWidth <= RULES.mobileMaxWidth &&
      (RULES.mobileAgent.test(agent) ||
        (RULES.touchDesktopAgent.test(agent) && navigator.maxTouchPoints > 1));
    // A deposit link's query is no other visit: its home is the 'q' one, whose quick deposit
    // takes the amount (the app reads and drops the query as it starts).
    const query = location.search.replace(RULES.depositLinkQuery, '');
    const link = query != location.search;
    const eligible =
      !query &&
      cookies.includes('; ' + RULES.sessionCookie + '=') &&
      !cookies.includes('; ' + RULES.iosAppCookie + '=true') &&
      !sessionStorage[RULES.frameKey];
    // The template of the screen the address names, shown in #root; none for another screen.
    // A phone whose member had a quick deposit last time ('q') has its home with
    // the quick deposit's place above the methods (src/platform/deviceMemory.ts).
    const show = () => {
      let path = location.hash.slice(1) || RULES.home;
      if (path == RULES.homeAlias) path = RULES.home;
      const context = !phone
        ? 'd'
        : path == RULES.home && (link || localStorage[RULES.quickDepositKindKey])
          ? 'q'
          : 'm';
      const template = eligible && document.getElementById(RULES.templatePrefix + context + path);
      // The template shown, for the app to hydrate when its first render is that screen.
      if (template) {
        root.replaceChildren(template.content.cloneNode(true));
        root.dataset.prerendered = template.id;
        // On the home, its quick deposit's chunk comes beside the bundle, not a round trip after
        // its evaluation: the head's inert preload made live (webpack.config.ts).
        if (path == RULES.home) document.getElementById('home-chunk').media = '';
      }
      return template;
    };
    if (show()) {
      const taps = [];
      const buttons = () => [...root.querySelectorAll('button')];
      const refuse = (event) => {
        event.preventDefault();
        document.getElementById('start-wait').textContent =
          'Getting your account ready… Nothing was sent. Please press again in a moment.';
      };
      // A link to another prerendered screen shows it at once; any other waits for the app.
      addEventListener('hashchange', () => ready() || show());
      // A money button says why nothing happens as the finger lifts, before its click.
      root.addEventListener(
        'pointerup',
        (event) => ready() || (event.target.closest('[type=submit]') && refuse(event)),
        true,
      );
      // Enter in a field presses the form's submit (a greyed one too: aria-disabled), refused
      // below.
      root.addEventListener('submit', (event) => ready() || refuse(event), true);
      root.addEventListener(
        'click',
        (event) => {
          const button = !ready() && event.target.closest('button');
          if (!button) return; // links: the browser's own
          if (button.type != 'button') return refuse(event);
          event.preventDefault();
          event.stopPropagation();
          taps.push([buttons().indexOf(button), button.className, location.hash]);
        },
        true,
      );
      // The app's first render is the same markup: the nth button is the one tapped.
      new MutationObserver((_, observer) => {
        if (!ready()) return;
        observer.disconnect();
        const now = buttons();
        for (const [index, name, hash] of taps)
          if (hash == location.hash && now[index]?.className == name) now[index].click();
      }).observe(root, { attributes: true });
    }
  } catch {
    // No paint observer (the timer starts the app), or no storage (a sandboxed frame): the
    // static shell stays.
  }
})();
