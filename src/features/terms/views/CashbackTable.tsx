import { useId } from 'react';
import {
  bandEnd,
  bandLabel,
  CASHBACK_TIERS,
  CATEGORY_C_CASHBACK,
  CATEGORY_C_STATES,
  formatRate,
  type CashbackRates,
} from '../rewardsEstimator';

const pair = ({ winPlace, exotics }: CashbackRates) =>
  `${formatRate(winPlace)} / ${formatRate(exotics)}`;

/**
 * Rule c)'s table: tiers by row, state categories by column, from the estimator's own figures.
 * On a narrow screen it scrolls in its own focusable region rather than squeezing its words, and
 * a line above it, shown only while the table is wider than its region (terms.css), says so; the
 * region is described by that line.
 */
export function CashbackTable() {
  const id = useId();
  return (
    <>
      <p id={`${id}-how`}>
        Each cell of the table gives two rates in percent: the win/place rate / the exotics rate.
      </p>
      <div className="terms-table-wrap">
        <p id={`${id}-cue`} className="terms-table-cue">
          Scroll the table sideways to see every column.
        </p>
        <div
          className="terms-table-scroll"
          role="region"
          aria-labelledby={`${id}-caption`}
          aria-describedby={`${id}-cue`}
          tabIndex={0}
        >
          <table className="terms-table" aria-describedby={`${id}-how`}>
            {/* Short, so it stays in view when the table scrolls on a narrow screen. */}
            <caption id={`${id}-caption`}>Cashback rates in percent</caption>
            <thead>
              <tr>
                <th scope="col">Monthly wagering</th>
                <th scope="col">Category A states</th>
                <th scope="col">Category B states</th>
                <th scope="col">Category C states ({CATEGORY_C_STATES.join(', ')})</th>
              </tr>
            </thead>
            <tbody>
              {CASHBACK_TIERS.map((tier, index) => (
                <tr key={tier.fromCents}>
                  <th scope="row">{bandLabel(tier.fromCents, bandEnd(CASHBACK_TIERS, index))}</th>
                  <td>{pair(tier.rates.A)}</td>
                  <td>{pair(tier.rates.B)}</td>
                  {index === 0 && (
                    <td rowSpan={CASHBACK_TIERS.length}>
                      {bandLabel(CATEGORY_C_CASHBACK.fromCents, null)}:{' '}
                      {pair(CATEGORY_C_CASHBACK.rates)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
