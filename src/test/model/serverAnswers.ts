import { http, HttpResponse } from 'msw';
import { createHandlers } from '@/sandbox/handlers';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { onTestCleanup } from '@/test/cleanups';

/**
 * How the funding service answers one submit in the model: as the sandbox decides, or
 * with a fault injected for that one POST. 'applied' faults let the sandbox do the work first
 * (the ledger moves) and then lose or spoil the answer, as a gateway or a dropped connection can.
 */
export const ANSWER_KINDS = [
  'sandbox',
  'refused',
  'refusedSilently',
  '401',
  '403',
  '422',
  '500',
  '502',
  '503',
  '504',
  'timeout',
  'network',
  'malformed',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export interface AnswerPlan {
  kind: AnswerKind;
  /** For 5xx and the unknown outcomes: the sandbox applied the transaction before the fault. */
  applied: boolean;
  /** The answer takes SLOW_ANSWER_MS (on the fake clock): the person may act meanwhile. */
  slow: boolean;
}

export const SLOW_ANSWER_MS = 1_000;

/** The faults that may come after the server did the work. */
const MAY_BE_APPLIED: ReadonlySet<AnswerKind> = new Set([
  '500',
  '502',
  '503',
  '504',
  'timeout',
  'network',
  'malformed',
]);
export const mayBeApplied = (kind: AnswerKind) => MAY_BE_APPLIED.has(kind);

/** What the person must be told: decisions section 6. */
export type ExpectedOutcome = 'accepted' | 'failed' | 'sessionExpired' | 'unknown';

/** The outcome the app must show for an answer; 'sandbox' depends on what the sandbox said. */
export function expectedOutcome(
  kind: AnswerKind,
  sandboxErrorCode: number | null,
): ExpectedOutcome {
  switch (kind) {
    case 'sandbox':
      return sandboxErrorCode === 0 ? 'accepted' : 'failed';
    case '401':
      return 'sessionExpired';
    case '503':
    case '504':
    case 'timeout':
    case 'network':
    case 'malformed':
      return 'unknown';
    default:
      return 'failed';
  }
}

export const describeAnswer = ({ kind, applied, slow }: AnswerPlan) =>
  `${slow ? 'slowly ' : ''}${kind}${applied && mayBeApplied(kind) ? ' (after the server applied it)' : ''}`;

/** A second set of the sandbox's handlers on the same ledger, run by hand for one request. */
const sandboxItself = createHandlers(sandboxLedger);

/** The sandbox's answer to a request, with its effect on the ledger. */
async function askTheSandbox(request: Request, requestId: string): Promise<Response> {
  for (const handler of sandboxItself) {
    const result = await handler.run({ request: request.clone(), requestId });
    if (result?.response) return result.response;
  }
  throw new Error(`the sandbox has no handler for ${request.method} ${request.url}`);
}

function faultAnswer(
  kind: Exclude<AnswerKind, 'sandbox'>,
  requestId: string,
  stalled: Set<string>,
) {
  switch (kind) {
    case 'refused':
      return HttpResponse.json({ errorCode: 4242, errorMessage: 'Refused by the model server.' });
    case 'refusedSilently':
      return HttpResponse.json({ errorCode: 4242, errorMessage: '' });
    case 'timeout':
      // Never answers (the app gives up at 20 s); released when the test ends.
      stalled.add(requestId);
      return new Promise<Response>((resolve) => onTestCleanup(() => resolve(HttpResponse.error())));
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"errorCode": 0, "errorMes', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    default:
      return HttpResponse.json({ message: `HTTP ${kind}` }, { status: Number(kind) });
  }
}

export interface AnsweredPost {
  /** How many POSTs this answer was given to (the first one only; more go to the sandbox). */
  hits: number;
  /** The JSON body the app posted. */
  body: Record<string, unknown> | null;
  /** The sandbox's errorCode when it handled the request (null: it never saw it). */
  sandboxErrorCode: number | null;
}

/**
 * Answers the next POST to `path` (under /api/funding) as planned. `stalled` collects the ids of
 * requests that will never be answered, so waiting for the app to settle does not wait for them.
 */
export function answerNextPost(path: string, plan: AnswerPlan, stalled: Set<string>): AnsweredPost {
  const answered: AnsweredPost = { hits: 0, body: null, sandboxErrorCode: null };
  sandboxServer.use(
    http.post(
      `*/api/funding${path}`,
      async ({ request, requestId }) => {
        answered.hits += 1;
        answered.body = (await request
          .clone()
          .json()
          .catch(() => null)) as Record<string, unknown> | null;
        if (plan.slow) await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
        const runsOnServer = plan.kind === 'sandbox' || (plan.applied && mayBeApplied(plan.kind));
        if (runsOnServer) {
          const response = await askTheSandbox(request, requestId);
          const result = (await response
            .clone()
            .json()
            .catch(() => null)) as { errorCode?: unknown } | null;
          answered.sandboxErrorCode = typeof result?.errorCode === 'number' ? result.errorCode : -1;
          if (plan.kind === 'sandbox') return response;
        }
        return faultAnswer(plan.kind as Exclude<AnswerKind, 'sandbox'>, requestId, stalled);
      },
      { once: true },
    ),
  );
  return answered;
}
