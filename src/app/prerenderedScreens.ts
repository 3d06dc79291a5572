import { paths } from '@/config/paths';
import type { ContextState } from '@/domain/context/contextSlice';
import type { LocationState } from '@/domain/location/locationSlice';
import { TEMPLATE_PREFIX } from './templatePrefix';

/** The screens whose first render index.html carries. */
export const PRERENDERED_SCREENS = [paths.home, paths.cardFunding, paths.withdraw] as const;
export type PrerenderedScreen = (typeof PRERENDERED_SCREENS)[number];

/**
 * The contexts the inline chooser tells apart (scripts/prerender/chooser.js): a desktop, a
 * phone, and the phone's home once more for a device that remembers a quick deposit. What
 * differs in the React tree between them is the store's context alone.
 */
export const PRERENDER_CONTEXTS = {
  d: { mobile: false, hadQuickDeposit: false },
  m: { mobile: true, hadQuickDeposit: false },
  q: { mobile: true, hadQuickDeposit: true },
} as const satisfies Record<string, Pick<ContextState, 'mobile' | 'hadQuickDeposit'>>;
export type PrerenderContext = keyof typeof PRERENDER_CONTEXTS;

/** Every screen on a desktop and a phone; the remembered quick deposit changes the home alone. */
export const PRERENDERS: readonly [PrerenderContext, PrerenderedScreen][] = [
  ...(['d', 'm'] as const).flatMap((context) =>
    PRERENDERED_SCREENS.map((screen): [PrerenderContext, PrerenderedScreen] => [context, screen]),
  ),
  ['q', paths.home],
];

/** The id of a prerendered screen's template in index.html: 'prerendered-m/withdraw'. */
export const templateId = (context: PrerenderContext, screen: PrerenderedScreen) =>
  `${TEMPLATE_PREFIX}${context}${screen}`;

/**
 * The template whose markup is React's first render of this state: its screen (the home for its
 * other address) in the context the inline chooser picks. None for a screen never prerendered,
 * for a deposit link (its amount is in the form) or offline (the banner is up): those render
 * afresh.
 */
export function templateOfFirstRender({
  location,
  context,
}: {
  location: LocationState;
  context: ContextState;
}): string | null {
  const path = location.pathname === paths.deposit ? paths.home : location.pathname;
  const screen = PRERENDERED_SCREENS.find((prerendered) => prerendered === path);
  if (!screen || context.depositLink.amount !== null || context.offline) return null;
  const device = !context.mobile
    ? 'd'
    : screen === paths.home && context.hadQuickDeposit
      ? 'q'
      : 'm';
  return templateId(device, screen);
}
