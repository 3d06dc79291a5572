import { useId, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '@/lib/money';
import {
  CATEGORY_C_STATES,
  estimateRewards,
  type EstimatedAmount,
  type RewardsEstimate,
  type StateCategory,
} from '../rewardsEstimator';
import { parseWagerAmount } from '../wagerAmount';

/*
 * The inputs live in React state: the estimator sends nothing anywhere and nothing else reads
 * them, so a slice would only add events nobody answers.
 */
type AmountName = 'winPlace' | 'exotics' | 'show';

const AMOUNT_FIELDS: { name: AmountName; label: string; hint: string }[] = [
  { name: 'winPlace', label: 'Win/place wagers', hint: 'Win and place wagers this month.' },
  { name: 'exotics', label: 'Exotics wagers', hint: 'Exotic wagers this month.' },
  {
    name: 'show',
    label: 'Show wagers',
    hint: 'Show wagers this month. They count for neither store cash nor cashback.',
  },
];
const AMOUNT_ERROR = 'Enter an amount in dollars, such as 1,250.50.';
const CATEGORY_ERROR = 'Select your state category.';

type Amounts = Record<AmountName, string>;
type Errors = Partial<Record<AmountName | 'category', string>>;

interface Result {
  estimate: RewardsEstimate;
  showCents: number;
}

function Outcome({ label, amount }: { label: string; amount: EstimatedAmount }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <strong className="estimator__amount">{formatMoney(amount.cents)}</strong>
        <span className="estimator__rule">{amount.rule}</span>
      </dd>
    </>
  );
}

export function RewardsEstimator() {
  const id = useId();
  const [amounts, setAmounts] = useState<Amounts>({ winPlace: '', exotics: '', show: '' });
  const [category, setCategory] = useState<StateCategory | ''>('');
  const [hasPlan, setHasPlan] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Result | null>(null);
  const inputs = useRef<Partial<Record<AmountName | 'category', HTMLElement | null>>>({});

  // A changed input clears the shown estimate, so no figure outlives the inputs it came from.
  const changed = () => setResult(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    const cents: Partial<Record<AmountName, number>> = {};
    for (const { name } of AMOUNT_FIELDS) {
      const parsed = parseWagerAmount(amounts[name]);
      if (parsed.ok) cents[name] = parsed.cents;
      else next[name] = AMOUNT_ERROR;
    }
    if (category === '') next.category = CATEGORY_ERROR;
    setErrors(next);
    const firstInvalid = (['winPlace', 'exotics', 'show', 'category'] as const).find(
      (name) => next[name],
    );
    if (firstInvalid) {
      setResult(null);
      inputs.current[firstInvalid]?.focus();
      return;
    }
    if (category === '') return; // already reported above; narrows the type
    const showCents = cents.show ?? 0;
    const estimate = estimateRewards({
      winPlaceCents: cents.winPlace ?? 0,
      exoticsCents: cents.exotics ?? 0,
      showCents,
      category,
      hasQualifyingPlan: hasPlan,
    });
    setResult({ estimate, showCents });
  }

  const describedBy = (name: keyof Errors, hintId?: string) =>
    [hintId, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const errorText = (name: keyof Errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="estimator__error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="estimator">
      <p>
        Enter a month&rsquo;s wagering to estimate the store cash and cashback it earns under the
        rules above. This is an estimate only; nothing is sent.
      </p>
      <form className="estimator__form" noValidate onSubmit={onSubmit}>
        {AMOUNT_FIELDS.map(({ name, label, hint }) => (
          <div key={name} className="estimator__field">
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <p id={`${id}-${name}-hint`} className="estimator__hint">
              {hint}
            </p>
            <input
              ref={(element) => {
                inputs.current[name] = element;
              }}
              id={`${id}-${name}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amounts[name]}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name, `${id}-${name}-hint`)}
              onChange={(event) => {
                const { value } = event.target;
                setAmounts((previous) => ({ ...previous, [name]: value }));
                changed();
              }}
            />
            {errorText(name)}
          </div>
        ))}
        <div className="estimator__field">
          <label htmlFor={`${id}-category`}>State category</label>
          <select
            ref={(element) => {
              inputs.current.category = element;
            }}
            id={`${id}-category`}
            value={category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy('category')}
            onChange={(event) => {
              setCategory(event.target.value as StateCategory | '');
              changed();
            }}
          >
            <option value="">Select a category</option>
            <option value="A">Category A</option>
            <option value="B">Category B</option>
            <option value="C">Category C ({CATEGORY_C_STATES.join(', ')})</option>
          </select>
          {errorText('category')}
        </div>
        <fieldset className="estimator__field estimator__plan" aria-describedby={`${id}-plan-hint`}>
          <legend>Do you hold a qualifying plan?</legend>
          <p id={`${id}-plan-hint`} className="estimator__hint">
            A 10, 20, 30, 60, 120 or 240 card, or an unlimited plan, bought at full price.
          </p>
          {[true, false].map((value) => (
            <label key={String(value)} className="estimator__choice">
              <input
                type="radio"
                name={`${id}-plan`}
                checked={hasPlan === value}
                onChange={() => {
                  setHasPlan(value);
                  changed();
                }}
              />
              {value ? 'Yes' : 'No'}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          Estimate rewards
        </button>
      </form>
      <p role="status" className="estimator__status">
        {result
          ? `Estimate: a ${formatMoney(result.estimate.coupon.cents)} store-cash coupon and ` +
            `${formatMoney(result.estimate.totalCashbackCents)} cashback.`
          : ''}
      </p>
      {result ? (
        <section className="estimator__results" aria-labelledby={`${id}-results`}>
          <h3 id={`${id}-results`}>Your estimate</h3>
          <dl>
            <dt>Wagering counted (win/place + exotics)</dt>
            <dd>
              <strong className="estimator__amount">
                {formatMoney(result.estimate.handleCents)}
              </strong>
              {result.showCents > 0 ? (
                <span className="estimator__rule">
                  Show wagers of {formatMoney(result.showCents)} are left out: they count for
                  neither store cash nor cashback.
                </span>
              ) : null}
            </dd>
            <Outcome label="Store-cash coupon" amount={result.estimate.coupon} />
            <Outcome label="Cashback on win/place" amount={result.estimate.winPlaceCashback} />
            <Outcome label="Cashback on exotics" amount={result.estimate.exoticsCashback} />
            <dt>Cashback total</dt>
            <dd>
              <strong className="estimator__amount">
                {formatMoney(result.estimate.totalCashbackCents)}
              </strong>
              <span className="estimator__rule">
                The win/place and exotics parts added, each rounded half up to the cent; paid on the
                third business day of the next month.
              </span>
            </dd>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
