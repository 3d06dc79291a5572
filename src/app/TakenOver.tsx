import { useEffect, useLayoutEffect } from 'react';
import type { AmountForm } from '@/config/forms';
import { useHydrated } from '@/components/hydrated';
import { amountTyped, selectAmount } from '@/domain/amount/amountSlice';
import type { PrerenderedFields } from '@/platform/prerendered';
import { registerServiceWorker } from '@/platform/serviceWorker/register';
import { useAppDispatch } from '@/domain/storeHooks';
import { useAppStore } from '@/app/appStore';

/**
 * Rendered after the app: marks #root once React has rendered the app into it (data-app-ready),
 * so the page's message that it could not start (public/index.html) never shows after that,
 * the inline chooser carries out the taps it kept, and browser tests know the app has taken
 * over. What was typed into the prerendered screen's amount fields reaches the
 * store as the typed amount, and focus goes back where the person was typing. Carried at the
 * first commit (nothing flickers), and again after the screens' own effects if their opening
 * events started the form afresh (its amount no longer the person's own) and nothing was typed
 * since. A radio or checkbox chosen there is chosen in the app after those effects, through
 * the screen's own handler (on a phone, choosing a withdrawal method opens its form). Then, in
 * production builds, the service worker is registered. A hydrated screen's first commit shows
 * the prerender's state; the render after it, with the store's, may run the screens' opening
 * effects again, so that render is the one whose effects are followed.
 */
export function TakenOver({ root, fields }: { root: HTMLElement; fields: PrerenderedFields }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    for (const { name, text } of fields.typed()) {
      dispatch(amountTyped({ form: name as AmountForm, text }));
    }
    fields.refocus();
  }, [dispatch, fields]);
  useEffect(() => {
    if (!hydrated) return;
    for (const { name, text } of fields.typed()) {
      const form = name as AmountForm;
      if (!selectAmount(store.getState(), form).custom) dispatch(amountTyped({ form, text }));
    }
    // After the screens' opening events, which start their choices afresh.
    fields.carryChoices();
    root.setAttribute('data-app-ready', '');
    // Production builds only, and never before the app is live.
    registerServiceWorker();
  }, [dispatch, fields, hydrated, root, store]);
  return null;
}
