import { useCallback, useRef, type ComponentType, type MouseEvent } from 'react';
import { paths } from '@/config/paths';
import { ArrivalContext } from '@/components/arrival';
import { FloatingLabelsContext } from '@/components/floatingLabels';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { PartFailure, ScreenFailure } from '@/components/LoadFailure';
import { restoreScrollPosition, showFromTop } from '@/platform/navigation';
import { selectArrival, selectPathname, selectVisit } from '@/domain/location/locationSlice';
import {
  selectIsCompact,
  selectIsOffline,
  selectIsQuickDepositFrame,
  selectShowsChrome,
} from '@/domain/context/contextSlice';
import { OfflineBanner } from '@/domain/connection/views/OfflineBanner';
import { menuClosed, selectMenus } from '@/domain/menus/menusSlice';
import { Footer } from '@/app/shell/Footer';
import { Header } from '@/app/shell/Header';
import { selectSessionPopup } from '@/domain/session/sessionSlice';
import { SessionPopupFallback } from '@/app/shell/sessionPopupContent';
import { CompletedOutcome } from '@/domain/transaction/views/CompletedOutcome';
import { PageNotice } from '@/domain/transaction/views/PageNotice';
import { AppRouter } from './AppRouter';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { lazyRetried } from './lazyFeature';
import { findRoute, hasBreadcrumb } from './routes';
import type { AppStore } from '@/app/appStore';

// Popups and the not-found page appear only when something is wrong: each arrives in a small
// chunk of its own. What the popups say is in the first bundle, shown without the dialog when
// that chunk fails. A chunk that failed offline is asked for again back online.
const SessionPopup = lazyRetried(() =>
  import(/* webpackChunkName: "popups" */ '@/app/shell/SessionPopup').then((m) => ({
    default: m.SessionPopup,
  })),
);
// The deposit home has no breadcrumb: it loads with the screens that show one, beside their own
// code. Until it comes, its line is kept empty.
let LoadedBreadcrumb: ComponentType | null = null;
const loadBreadcrumb = () =>
  import(/* webpackChunkName: "breadcrumb" */ '@/app/shell/Breadcrumb').then((m) => {
    LoadedBreadcrumb = m.Breadcrumb;
    return { default: m.Breadcrumb };
  });
const LazyBreadcrumb = lazyRetried(
  loadBreadcrumb,
  <div className="breadcrumb breadcrumb--loading" />,
);

/**
 * Before the first render: the first screen's chunk (its slices and saga joined to the store)
 * and its breadcrumb, so React's first render is that screen, as prerendered, with no loader in
 * between. A chunk that fails here is asked for again by the screen, which shows the failure.
 */
export async function preloadFirstScreen(store: AppStore): Promise<void> {
  const route = findRoute(store.getState().location.pathname);
  await Promise.all([
    route && 'preload' in route.Screen ? route.Screen.preload(store) : null,
    route && hasBreadcrumb(route.path) ? loadBreadcrumb() : null,
  ]).catch(() => undefined);
}
const NotFound = lazyRetried(() =>
  import(/* webpackChunkName: "not-found" */ '@/features/not-found/NotFound').then((m) => ({
    default: m.NotFound,
  })),
);

/**
 * The shell: skip link, header, breadcrumb, the screen, footer and the session popups. The
 * header and footer are hidden in the quick-deposit frame and the iOS app; while a popup is
 * open the rest of the page is inert.
 */
export function App() {
  const pathname = useAppSelector(selectPathname);
  const showsChrome = useAppSelector(selectShowsChrome);
  const compact = useAppSelector(selectIsCompact);
  const popup = useAppSelector(selectSessionPopup);
  const menus = useAppSelector(selectMenus);
  const dispatch = useAppDispatch();
  const route = findRoute(pathname);
  const Screen = route?.Screen;
  const main = useRef<HTMLElement>(null);
  const arrival = useAppSelector(selectArrival);
  const visit = useAppSelector(selectVisit);
  const inFrame = useAppSelector(selectIsQuickDepositFrame);
  const offline = useAppSelector(selectIsOffline);
  const settledVisit = useRef(visit);

  // Once the screen's heading is on the page, each arrival settles once. Forward: the
  // screen's top, focus on its heading (screen readers start there, Tab goes on from it); not in
  // the quick-deposit frame, whose page is the betting site's. Back or Forward: where the person
  // was. The first load moves nothing.
  const settleArrival = useCallback(
    (heading: HTMLElement) => {
      if (settledVisit.current === visit) return;
      settledVisit.current = visit;
      if (arrival === 'return') restoreScrollPosition();
      else if (arrival === 'new') showFromTop(heading, !inFrame);
    },
    [arrival, visit, inFrame],
  );

  // A click outside an open menu closes it (the menu's own clicks are handled by the menu).
  const closeMenusOutside = (event: MouseEvent) => {
    const target = event.target as Element;
    if (menus.open && !target.closest(`[data-menu="${menus.open}"]`)) {
      dispatch(menuClosed({ menu: menus.open }));
    }
    if (menus.siteNavOpen && !target.closest('[data-menu="siteNav"]')) {
      dispatch(menuClosed({ menu: 'siteNav' }));
    }
  };
  // The hash is the route, so the skip link moves focus itself instead of following '#main'.
  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <AppRouter>
      <div className="app-shell" inert={popup !== null} onClick={closeMenusOutside}>
        <a className="skip-link" href="#main" onClick={skipToMain}>
          Skip to main content
        </a>
        {showsChrome ? <Header /> : null}
        <div className="app-body">
          {route && hasBreadcrumb(route.path) ? (
            <ErrorBoundary offline={offline} fallback={() => <PartFailure />}>
              {LoadedBreadcrumb ? <LoadedBreadcrumb /> : <LazyBreadcrumb />}
            </ErrorBoundary>
          ) : null}
          <main id="main" ref={main} className="app-main" tabIndex={-1}>
            <ArrivalContext value={settleArrival}>
              <OfflineBanner>
                <PageNotice />
                <FloatingLabelsContext value={compact}>
                  <ErrorBoundary
                    resetKey={pathname}
                    offline={offline}
                    fallback={(error) => (
                      <ScreenFailure error={error} homeHref={`#${paths.home}`}>
                        {/* Whatever fails, a person whose money moved is told so. */}
                        {pathname === paths.confirmation ? <CompletedOutcome /> : null}
                      </ScreenFailure>
                    )}
                  >
                    {Screen ? <Screen /> : <NotFound />}
                  </ErrorBoundary>
                </FloatingLabelsContext>
              </OfflineBanner>
            </ArrivalContext>
          </main>
        </div>
        {showsChrome ? <Footer /> : null}
      </div>
      {popup === null ? null : (
        <ErrorBoundary offline={offline} fallback={() => <SessionPopupFallback />}>
          <SessionPopup />
        </ErrorBoundary>
      )}
    </AppRouter>
  );
}
