import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import * as v from 'valibot';
import { WALLET_DEPOSIT_FEE_CENTS } from '@/config/constants';
import { withFeeCents } from '@/config/fees';
import {
  DEMO_BILLING_ADDRESS,
  DEMO_CHECK_ADDRESSES,
  DEMO_CUSTOMER,
  DEMO_PRESETS,
} from './demoUser';
import { UNREACHABLE_LINK_TOKEN_PREFIX } from './bankCatalog';
import type { Ledger, LedgerStore } from './ledger';
import {
  CheckWithdrawalBody,
  DefaultMethodBody,
  describeIssues,
  LinkedAccountDepositBody,
  NewAccountDepositBody,
  NewCardDepositBody,
  SavedAccountBody,
  SavedCardDepositBody,
  WalletCompletionBody,
  WalletDepositBody,
  WalletWithdrawalBody,
} from './requests';
import {
  completeWalletPayment,
  depositWithLinkedAccount,
  depositWithNewAccount,
  depositWithNewCard,
  depositWithSavedAccount,
  depositWithSavedCard,
  ERROR_CODE,
  openWalletPayment,
  type Refusal,
  setDefaultMethod,
  withdraw,
  withdrawByCheck,
  withdrawToAccount,
} from './rules';
import {
  type WireDefaultMethod,
  type WireTransactionResult,
  wireAccount,
  wireBalance,
  wireCard,
  wireLimit,
} from './wire';

/** Matches the API on the page's own origin or any configured API origin. */
const api = (path: string) => `*/api/funding${path}`;

const SLOW_MS = 2000;

/** Where the stand-in wallet provider lives, beside the app (src/sandbox/public). */
const WALLET_PAGE = '/sandbox-wallet.html';
export const WALLET_COMPLETION_PATH = '/sandbox/wallet/complete';

const status = (code: number, message: string) => HttpResponse.json({ message }, { status: code });

const answer = (result: WireTransactionResult, init?: ResponseInit) =>
  HttpResponse.json(result, init);

/**
 * Applies the ledger's scenario before a resolver: latency, then the token check (401 without
 * one), then 403 or 502 for everything or 401 for submits.
 */
function scenario(
  ledger: LedgerStore,
  resolver: HttpResponseResolver,
  kind: 'load' | 'submit' = 'load',
): HttpResponseResolver {
  return async (info) => {
    const { scenario: current } = ledger.get();
    if (current === 'slow') await delay(SLOW_MS);
    if (!info.request.headers.get('x-auth-token')) return status(401, 'Missing x-auth-token');
    if (current === 'unauthorized') return status(403, 'Forbidden');
    if (current === 'server-error') return status(502, 'Bad Gateway');
    if (current === 'session-expired' && kind === 'submit') return status(401, 'Session expired');
    return resolver(info);
  };
}

type Parsed<T> = { ok: true; input: T } | { ok: false; response: Response };

/** Reads a JSON body against a schema: 400 for text that is not JSON, else the issues. */
async function parseBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
  invalidStatus: number,
): Promise<Parsed<v.InferOutput<S>>> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    const errorMessage = 'The request body is not valid JSON.';
    return {
      ok: false,
      response: answer({ errorCode: ERROR_CODE.invalidRequest, errorMessage }, { status: 400 }),
    };
  }
  const parsed = v.safeParse(schema, body, { abortPipeEarly: true });
  if (parsed.success) return { ok: true, input: parsed.output };
  const errorMessage = describeIssues(parsed.issues);
  return {
    ok: false,
    response: answer(
      { errorCode: ERROR_CODE.invalidRequest, errorMessage },
      { status: invalidStatus },
    ),
  };
}

type Applied = Refusal | { ok: true; message?: string };

/**
 * A money-moving POST: the body is checked (a bad one is answered 200 with a non-zero
 * errorCode, as the real service does), then the rule runs against the stored ledger.
 */
function transaction<S extends v.GenericSchema>(
  ledger: LedgerStore,
  schema: S,
  apply: (ledger: Ledger, input: v.InferOutput<S>, request: Request) => Applied,
): HttpResponseResolver {
  return async ({ request }) => {
    const parsed = await parseBody(request, schema, 200);
    if (!parsed.ok) return parsed.response;
    const result = ledger.update((draft) => apply(draft, parsed.input, request));
    return answer(
      result.ok
        ? { errorCode: 0, errorMessage: result.message ?? '' }
        : { errorCode: result.errorCode, errorMessage: result.errorMessage },
    );
  };
}

/**
 * The stand-in provider's page for one pending wallet payment, on the request's origin. The
 * payer pays the amount and the wallet's fee; the account is credited the amount.
 */
function walletAddress(request: Request, ref: string, amountCents: number, callBackUrl: string) {
  const address = new URL(WALLET_PAGE, new URL(request.url).origin);
  address.search = new URLSearchParams({
    ref,
    amount: (withFeeCents(amountCents, WALLET_DEPOSIT_FEE_CENTS) / 100).toFixed(2),
    return: callBackUrl,
  }).toString();
  return address.toString();
}

const list = <T>(items: T[], what: string) =>
  items.length > 0 ? HttpResponse.json(items) : status(404, `No ${what}`);

export function createHandlers(ledger: LedgerStore) {
  const load = (resolver: HttpResponseResolver) => scenario(ledger, resolver);
  const submit = <S extends v.GenericSchema>(
    schema: S,
    apply: (ledger: Ledger, input: v.InferOutput<S>, request: Request) => Applied,
  ) => scenario(ledger, transaction(ledger, schema, apply), 'submit');

  return [
    http.get(
      api('/balance/type/:type'),
      load(({ params }) => {
        const state = ledger.get();
        if (params.type === 'current') return HttpResponse.json(wireBalance(state.balanceCents));
        if (params.type === 'available') {
          return HttpResponse.json(wireBalance(state.withdrawableCents));
        }
        return status(400, 'Unknown balance type');
      }),
    ),
    http.get(
      api('/customer'),
      // The customer record carries the fees: without it no total is known, and Deposit waits.
      load(() =>
        ledger.get().scenario === 'fees-unavailable'
          ? status(502, 'Bad Gateway')
          : HttpResponse.json(DEMO_CUSTOMER),
      ),
    ),
    http.get(
      api('/address'),
      load(() => HttpResponse.json(DEMO_BILLING_ADDRESS)),
    ),
    http.get(
      api('/addresses'),
      load(() => HttpResponse.json(DEMO_CHECK_ADDRESSES)),
    ),
    http.get(
      api('/expressfund'),
      load(() => list(ledger.get().accounts.map(wireAccount), 'bank accounts')),
    ),
    http.get(
      api('/getcardfundingmethod'),
      load(() => list(ledger.get().cards.map(wireCard), 'saved cards')),
    ),
    http.get(
      api('/availablelimit/type/:type'),
      load(({ params }) => {
        const type = String(params.type).toLowerCase();
        if (type !== 'cc' && type !== 'ach') return status(404, 'Unknown limit type');
        return HttpResponse.json(ledger.get().limits[type].map(wireLimit));
      }),
    ),
    http.get(
      api('/plaid-token'),
      load(({ request }) => {
        const deviceId = new URL(request.url).searchParams.get('deviceId');
        if (deviceId !== null && deviceId !== '1' && deviceId !== '2') {
          return status(400, 'deviceId must be 1 (iOS) or 2 (Android)');
        }
        // The stand-in Link never loads these, as when Plaid's script cannot be reached.
        const prefix =
          ledger.get().scenario === 'link-unavailable'
            ? UNREACHABLE_LINK_TOKEN_PREFIX
            : 'link-sandbox';
        return HttpResponse.json({ plaidToken: `${prefix}-${crypto.randomUUID()}` });
      }),
    ),
    http.get(
      api('/preset-amounts'),
      load(() => HttpResponse.json(DEMO_PRESETS)),
    ),
    http.get(
      api('/user/mark-as-default'),
      load(() => HttpResponse.json<WireDefaultMethod>(ledger.get().defaultMethod)),
    ),
    http.put(
      api('/user/mark-as-default'),
      scenario(
        ledger,
        async ({ request }) => {
          const parsed = await parseBody(request, DefaultMethodBody, 400);
          if (!parsed.ok) return parsed.response;
          const result = ledger.update((draft) => setDefaultMethod(draft, parsed.input));
          if (!result.ok) {
            const { errorCode, errorMessage } = result;
            return answer({ errorCode, errorMessage }, { status: 422 });
          }
          return HttpResponse.json<WireDefaultMethod>(result.value);
        },
        'submit',
      ),
    ),
    http.post(
      api('/deposit/card'),
      submit(SavedCardDepositBody, (draft, input) => depositWithSavedCard(draft, input)),
    ),
    http.post(
      api('/card'),
      submit(NewCardDepositBody, (draft, input) => depositWithNewCard(draft, input)),
    ),
    http.post(api('/expressfund/deposit'), submit(SavedAccountBody, depositWithSavedAccount)),
    http.post(api('/expressfund/withdraw'), submit(SavedAccountBody, withdrawToAccount)),
    http.post(
      api('/v2/ach'),
      scenario(
        ledger,
        async (info) => {
          // The two bodies of v2/ach: a bank-link deposit carries the link's token.
          const body: unknown = await info.request
            .clone()
            .json()
            .catch(() => null);
          const linked = typeof body === 'object' && body !== null && 'plaidAccessToken' in body;
          return linked
            ? transaction(ledger, LinkedAccountDepositBody, depositWithLinkedAccount)(info)
            : transaction(ledger, NewAccountDepositBody, depositWithNewAccount)(info);
        },
        'submit',
      ),
    ),
    http.post(api('/cheque/withdraw'), submit(CheckWithdrawalBody, withdrawByCheck)),
    http.post(api('/paypal/withdraw'), submit(WalletWithdrawalBody, withdraw)),
    http.post(
      api('/paypal/deposit'),
      submit(WalletDepositBody, (draft, { amountCents, callBackUrl }, request) => {
        const ref = crypto.randomUUID();
        openWalletPayment(draft, { ref, amountCents });
        return { ok: true, message: walletAddress(request, ref, amountCents, callBackUrl) };
      }),
    ),
    // The stand-in provider's own back end: no token, no scenario (the provider is not the
    // funding service). Only a paid payment credits the ledger.
    http.post(
      api(WALLET_COMPLETION_PATH),
      transaction(ledger, WalletCompletionBody, completeWalletPayment),
    ),
  ];
}
