import fc from 'fast-check';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { startApp } from '@/app/bootstrap';
import { setupTestStore } from '@/test/renderApp';
import type { AppStore } from '@/app/appStore';
import type { RootState } from '@/domain/rootReducer';
import { DEMO_USER } from '@/sandbox/demoUser';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { balanceRequested, type BalanceKind } from '@/domain/balance/balanceSlice';
import type { SessionPopup } from './sessionSlice';
import { scaled } from '@/test/timeScale';
import { propertyRun } from '@/test/propertyRuns';

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
    release: () => {
      held.forEach((answer) => answer(200));
      held.clear();
    },
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

/** Plays balance answers into a started store, checking the popup after each. */
async function play(
  store: AppStore,
  requests: ReturnType<typeof holdBalanceRequests>,
  answers: readonly BalanceAnswer[],
  before: readonly BalanceAnswer[] = [],
) {
  for (const [index, { kind, status }] of answers.entries()) {
    if (store.getState().balance[kind].status !== 'loading') {
      store.dispatch(balanceRequested({ kind }));
    }
    (await requests.next(kind))(status);
    await until(store, (state) => state.balance[kind].status !== 'loading');
    expect(store.getState().session.popup).toBe(
      expectedPopup([...before, ...answers.slice(0, index + 1)]),
    );
  }
}

async function withSignedInPage(
  run: (requests: ReturnType<typeof holdBalanceRequests>) => Promise<void>,
) {
  sandboxLedger.reset('default');
  Cookies.set('xpbUser', JSON.stringify(DEMO_USER));
  const requests = holdBalanceRequests();
  try {
    await run(requests);
  } finally {
    requests.release();
    sandboxServer.resetHandlers();
  }
}

it('opens the popup the rules name after every balance answer, in any order', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(balanceAnswer, { minLength: 1, maxLength: 5 }), (answers) =>
      withSignedInPage(async (requests) => {
        const store = setupTestStore();
        // The app asks for the current balance at start; any other ask is the person's next screen.
        const stop = startApp(store);
        try {
          await play(store, requests, answers);
        } finally {
          stop();
        }
      }),
    ),
    propertyRun(60, 20140614),
  );
});

/**
 * What the rules remember is state, not the saga's closures, so a page restored from
 * a recorded state (QA's DevTools import) goes on by the same rules: a 401 after a loaded
 * balance is the unauthorized popup there too, not the first answer's login popup.
 */
it(
  'goes on by the same rules in a page started from a recorded state',
  async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(balanceAnswer, { minLength: 1, maxLength: 3 }),
        fc.array(balanceAnswer, { minLength: 1, maxLength: 3 }),
        (recorded, after) =>
          withSignedInPage(async (requests) => {
            const first = setupTestStore();
            const stopFirst = startApp(first);
            try {
              await play(first, requests, recorded);
            } finally {
              stopFirst();
            }
            const { session, balance } = JSON.parse(JSON.stringify(first.getState())) as RootState;
            // The first page's unanswered asks end with it.
            requests.release();
            const restored = setupTestStore({ session, balance });
            const stop = startApp(restored);
            try {
              await play(restored, requests, after, recorded);
            } finally {
              stop();
            }
          }),
      ),
      propertyRun(20, 2029),
    );
  },
  scaled(60_000),
);
