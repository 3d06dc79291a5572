import { AppLink } from '@/components/AppLink';
import { paths } from '@/config/paths';
import { ScreenTitle } from '@/components/ScreenTitle';
import { SectionedArticle, type PageSection } from './SectionedArticle';

const FEE_FREE_DEPOSIT_METHODS = [
  'ACH',
  'Wire transfer',
  'Check or money order',
  'Green Dot',
  'PayNearMe',
];
const CONDITIONAL_WAGER_TYPES = ['Win', 'Daily Double', 'Exacta', 'Quinella'];

const sections: PageSection[] = [
  {
    id: 'terms-of-use',
    title: 'Terms of Use',
    content: (
      <>
        <p>
          These terms govern your wagering account and every deposit and withdrawal you make with
          Xpressfunding. By opening or using an account you accept them.
        </p>
        <h3>Eligibility</h3>
        {/* The spec names no state for these two facts, so neither does the page (decisions). */}
        <p>You must be at least 18 years old to open an account, or at least 21 in some states.</p>
        <h3>Deposits and fees</h3>
        <p>Your initial deposit must be at least $10, or at least $25 in one state.</p>
        <p id="fee-free-methods">
          The deposit fee is discounted 100%, so you pay no fee, when you deposit by:
        </p>
        <ul aria-labelledby="fee-free-methods">
          {FEE_FREE_DEPOSIT_METHODS.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p>
          A deposit that is returned unpaid, such as a rejected ACH transfer or a bounced check, is
          charged a returned item fee of $25.00.
        </p>
        <p>
          Until we receive your signed authorization agreement, deposits from an unregistered ACH
          account are limited to $100 per week.
        </p>
        <h3>Withdrawals</h3>
        <p>A deposit is required before any withdrawal.</p>
        <p>Deposits made by card, ACH or check cannot be withdrawn for 6 days.</p>
        <h3>Inactive accounts</h3>
        <p>
          An account with no activity for 12 months becomes inactive. An inactive account is charged
          a monthly fee of the greater of $5 or 5% of its balance. A balance under $2 at the
          account&rsquo;s closure is retained.
        </p>
        <h3>Limitation of liability</h3>
        <p>
          Our liability for any transaction is limited to the lower of the transaction fee or $100.
        </p>
      </>
    ),
  },
  {
    id: 'terms-of-wagering',
    title: 'Terms of Wagering',
    content: (
      <>
        <p>
          Wagers go into the pari-mutuel pools of the racetracks you bet on and are paid at those
          pools&rsquo; final prices.
        </p>
        <h3>Taxes on winnings</h3>
        <ul>
          <li>
            Winnings of $600 or more that are at least 300 times the amount wagered are reported to
            the tax authorities.
          </li>
          <li>Federal income tax is withheld from such winnings above $5,000.</li>
          <li>Illinois withholds 4.95% state income tax from winnings of $5,000 or more.</li>
          <li>The yearly reporting threshold is $600.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'conditional-wagering',
    title: 'Conditional Wagering',
    content: (
      <>
        <p>
          A conditional wager is placed only if the condition you set, such as minimum odds, is met
          before the race starts; otherwise it is not placed and nothing is charged.
        </p>
        <p id="conditional-wager-types">Conditional wagers are available for:</p>
        <ul aria-labelledby="conditional-wager-types">
          {CONDITIONAL_WAGER_TYPES.map((type) => (
            <li key={type}>{type}</li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'free-past-performances',
    title: 'Free Past Performances',
    content: (
      <p>
        Past performances for a race card are free when you wager on that card: a minimum $2 wager
        on the card is needed.
      </p>
    ),
  },
  {
    id: 'friends-referral-program',
    title: 'Friends Referral Program',
    content: (
      <p>
        Invite friends to open an account. A referral counts when the friend you recruit wagers $100
        within 30 days of opening the account.
      </p>
    ),
  },
  {
    id: 'rewards-program-start',
    title: 'Start of the Rewards Program',
    content: (
      <p>
        With this revision the rewards program starts: wagering on your account earns a monthly plus
        subscription, store cash and cashback. Its rates, eligibility and conditions are set out in
        the <AppLink to={paths.rewardsRules}>rewards program rules</AppLink>.
      </p>
    ),
  },
];

export function TermsAndConditions() {
  return (
    <article className="screen terms-page">
      <ScreenTitle>Terms and Conditions</ScreenTitle>
      <p className="terms-page__revised">Revised August 2019</p>
      <SectionedArticle sections={sections} />
    </article>
  );
}
