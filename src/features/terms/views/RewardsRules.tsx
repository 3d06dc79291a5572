import { formatMoney } from '@/lib/money';
import { ScreenTitle } from '@/components/ScreenTitle';
import { currentEnvironment } from '@/domain/context/environment';
import { ExternalLink } from '@/chrome/views/ExternalLink';
import {
  bandEnd,
  bandLabel,
  CATEGORY_C_STATES,
  COUPON_TIERS,
  formatRate,
  PLAN_CASHBACK_RATES,
  type StateCategory,
} from '../rewardsEstimator';
import { CashbackTable } from './CashbackTable';
import { RewardsEstimator } from './RewardsEstimator';
import { SectionedArticle, type PageSection } from './SectionedArticle';

const QUALIFYING_PLANS = '10, 20, 30, 60, 120 or 240 card, or an unlimited plan';
const CATEGORIES: StateCategory[] = ['A', 'B', 'C'];

function categoryName(category: StateCategory): string {
  return category === 'C'
    ? `Category C states (${CATEGORY_C_STATES.join(', ')})`
    : `Category ${category} states`;
}

function sections(rewardsSignUp: string): PageSection[] {
  return [
    {
      id: 'rules-plus-subscription',
      title: 'a) Plus subscription',
      content: (
        <p>
          Wagering any amount in a calendar month earns a month of the plus subscription for 1 cent.
          The code is e-mailed to you within 3 business days.
        </p>
      ),
    },
    {
      id: 'rules-store-cash',
      title: 'b) Store cash',
      content: (
        <>
          <p id="store-cash-tiers">
            Wagering {formatMoney(COUPON_TIERS[0]!.fromCents)} or more in a month earns a store-cash
            coupon:
          </p>
          <ul aria-labelledby="store-cash-tiers">
            {COUPON_TIERS.map((tier, index) => (
              <li key={tier.fromCents}>
                {bandLabel(tier.fromCents, bandEnd(COUPON_TIERS, index))}: a{' '}
                {formatMoney(tier.couponCents)} coupon
              </li>
            ))}
          </ul>
          <p>Show-pool wagers are excluded.</p>
          <p>
            The coupon must be used within the month, in a single purchase, and redeems for 1 cent.
          </p>
        </>
      ),
    },
    {
      id: 'rules-cashback',
      title: 'c) Cashback',
      content: (
        <>
          <p>
            Cashback applies above $8,000 wagered per month, with a starting rate from $5,000, at
            the rates of the table below. The win/place rate applies to your win and place wagers,
            the exotics rate to your exotic wagers.
          </p>
          <CashbackTable />
          <p>Show amounts in combined pools are excluded.</p>
          <p>Cashback is paid on the third business day of the next month.</p>
        </>
      ),
    },
    {
      id: 'rules-plan-customers',
      title: 'Cashback for plan customers',
      content: (
        <>
          <p>
            Plan customers earn cashback with a {QUALIFYING_PLANS}, bought at full price, when their
            wagering exceeds $1,000 in the month. Rates in percent, win/place / exotics:
          </p>
          <ul>
            {CATEGORIES.map((category) => {
              const rates = PLAN_CASHBACK_RATES[category];
              return (
                <li key={category}>
                  {categoryName(category)}:{' '}
                  {rates ? `${formatRate(rates.winPlace)} / ${formatRate(rates.exotics)}` : 'none'}
                </li>
              );
            })}
          </ul>
          <p>Where both a table rate and a plan rate apply, the greater of each pair is paid.</p>
          <h3>Plan durations</h3>
          <p>Monthly plans last a month, quarterly plans 3 months and annual plans 12 months.</p>
        </>
      ),
    },
    {
      id: 'rules-eligibility',
      title: 'Eligibility',
      content: (
        <>
          <p>
            The rewards program is open to holders of open, valid accounts. Closed, locked or
            transferred accounts are not eligible.
          </p>
          <p>
            Cashback requires registration:{' '}
            <ExternalLink href={rewardsSignUp}>sign up for rewards</ExternalLink>.
          </p>
        </>
      ),
    },
    {
      id: 'rules-forfeiture',
      title: 'Forfeiture',
      content: (
        <>
          <p>Rewards are forfeited after 13 months with no wagers, or on account closure.</p>
          <p>Cancelling your participation in the program forfeits your rewards.</p>
        </>
      ),
    },
    {
      id: 'rules-arbitration',
      title: 'Arbitration',
      content: (
        <p>
          Any dispute about the rewards program is settled by arbitration under the laws of the
          State of New York.
        </p>
      ),
    },
    {
      id: 'rules-estimator',
      title: 'Estimate your rewards',
      content: <RewardsEstimator />,
    },
  ];
}

export function RewardsRules() {
  const { rewardsSignUp } = currentEnvironment().mainSiteLinks;
  return (
    <article className="screen terms-page">
      <ScreenTitle>Rewards Program Rules</ScreenTitle>
      <SectionedArticle sections={sections(rewardsSignUp)} />
    </article>
  );
}
