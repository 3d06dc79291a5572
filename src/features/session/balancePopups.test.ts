import fc from 'fast-check';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { startApp } from '@/app/bootstrap';
import { setupStore, type AppStore, type RootState } from '@/app/store';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { balanceRequested, type BalanceKind } from '@/features/balance/balanceSlice';
import type { SessionPopup } from './sessionSlice';

/**
 * The popups for refused balances over any order of balance answers (decisions section 6):
 * only the page's first balance answer, of either type, can open the login popup; a 403 says
 * the balance is unavailable until some balance has loaded, and after that it is the
 * unauthorized popup, like a 401 on any later answer. A popup never gives way to a lesser one.
 */
interface BalanceAnswer {
  kind: BalanceKind;
  status: 200 | 401 | 403 | 500;
}

/** The popup a person should see after these answers, stated from the rules above. */
function expectedPopup(answers: readonly BalanceAnswer[]): SessionPopup | null {
  if (answers[0]?.status === 401) return 'login';
  const loadedBefore = (index: number) => answers.slice(0, index).some((a) => a.status === 200);
  const refusedPage = answers.some(
    (answer, index) =>
      index > 0 && (answer.status === 401 || (answer.status === 403 && loadedBefore(index))),
  );
  if (refusedPage) return 'unauthorized';
  return answers.some((answer) => answer.status === 403) ? 'balanceUnavailable' : null;
}

type Answer = (status: number) => void;

/**
 * Balance requests wait until the test answers them, one at a time, in its order. Returns the
 * next request of a kind, as the function that answers it.
 */
function holdBalanceRequests() {
  const held = new Map<BalanceKind, Answer>();
  const expecting = new Map<BalanceKind, (answer: Answer) => void>();
  sandboxServer.use(
    http.get('*/api/funding/balance/type/:kind', async ({ params }) => {
      const kind = params.kind as BalanceKind;
      const status = await new Promise<number>((resolve) => {
        const taker = expecting.get(kind);
        expecting.delete(kind);
        if (taker) taker(resolve);
        else held.set(kind, resolve);
      });
      return status === 200
        ? HttpResponse.json({ amount: '1,234.56' })
        : HttpResponse.json({}, { status });
    }),
  );
  return {
    next: (kind: BalanceKind) =>
      new Promise<Answer>((resolve) => {
        const answer = held.get(kind);
        held.delete(kind);
        if (answer) resolve(answer);
        else expecting.set(kind, resolve);
      }),
    /** Nothing is left hanging into the next run. */
    release: () => held.forEach((answer) => answer(200)),
  };
}

function until(store: AppStore, condition: (state: RootState) => boolean) {
  return new Promise<void>((resolve) => {
    if (condition(store.getState())) return resolve();
    const stop = store.subscribe(() => {
      if (!condition(store.getState())) return;
      stop();
      resolve();
    });
  });
}

const balanceAnswer = fc.record<BalanceAnswer>({
  kind: fc.constantFrom('current', 'available'),
  status: fc.constantFrom(200, 401, 403, 500),
});

it('opens the popup the rules name after every balance answer, in any order', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(balanceAnswer, { minLength: 1, maxLength: 5 }), async (answers) => {
      sandboxLedger.reset('default');
      Cookies.set('xpbUser', JSON.stringify(DEMO_USER));
      const requests = holdBalanceRequests();
      const store = setupStore();
      // The app asks for the current balance at start; any other ask is the person's next screen.
      const stop = startApp(store);
      try {
        for (const [index, { kind, status }] of answers.entries()) {
          if (store.getState().balance[kind].status !== 'loading') {
            store.dispatch(balanceRequested({ kind }));
          }
          (await requests.next(kind))(status);
          await until(store, (state) => state.balance[kind].status !== 'loading');
          expect(store.getState().session.popup).toBe(expectedPopup(answers.slice(0, index + 1)));
        }
      } finally {
        requests.release();
        stop();
        sandboxServer.resetHandlers();
      }
    }),
    { seed: Number(process.env.FC_SEED ?? 20140614), numRuns: 60 },
  );
});
