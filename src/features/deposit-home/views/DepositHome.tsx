import { useId, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { paths } from '@/config/paths';
import { otherWindowOpened } from '@/store/events';
import { ScreenTitle } from '@/components/ScreenTitle';
import { BalanceBanner } from '@/domain/balance/views/BalanceBanner';
import { selectIsMobile, selectIsQuickDepositFrame } from '@/domain/context/contextSlice';
import { LoadError } from '@/domain/funding-sources/views/LoadError';
import { QuickDepositLoader } from '@/features/quick-deposit/views/QuickDepositLoader';
import {
  DEPOSIT_METHODS_ID,
  depositNowPressed,
  selectQuickDepositFirst,
  selectQuickDepositSources,
} from '../home';
import { METHOD_FACT_SOURCES, selectMethodFacts } from '../methodFacts';
import '../depositHome.css';

function MethodLink({
  href,
  title,
  note,
  facts = [],
  newWindow = false,
}: {
  href: string;
  title: string;
  note?: string;
  facts?: string[];
  /** Opens the whole app at `href` in a window of its own (from the quick-deposit frame). */
  newWindow?: boolean;
}) {
  const dispatch = useAppDispatch();
  const id = useId();
  const lines = note ? [note, ...facts] : facts;
  return (
    <li>
      <a
        className="deposit-method"
        href={newWindow ? `?#${href}` : `#${href}`}
        {...(newWindow
          ? {
              target: '_blank',
              rel: 'noopener noreferrer',
              onClick: () => dispatch(otherWindowOpened()),
            }
          : {})}
        aria-labelledby={`${id}-title`}
        aria-describedby={lines.map((_, index) => `${id}-${index}`).join(' ') || undefined}
      >
        <span id={`${id}-title`} className="deposit-method__title">
          {title}
        </span>
        {lines.map((line, index) => (
          <span
            key={index}
            id={`${id}-${index}`}
            className={
              note && index === 0
                ? 'deposit-method__note'
                : 'deposit-method__note deposit-method__fact'
            }
          >
            {line}
          </span>
        ))}
      </a>
    </li>
  );
}

/**
 * The three methods; on the full home each with its fee and what can be deposited,
 * in the frame as plain links under the quick deposit.
 */
function DepositMethods({ asLinks }: { asLinks: boolean }) {
  const facts = useAppSelector(selectMethodFacts);
  return (
    <ul
      id={DEPOSIT_METHODS_ID}
      tabIndex={-1}
      className={asLinks ? 'deposit-methods deposit-methods--links' : 'deposit-methods'}
      aria-label={asLinks ? 'Other ways to deposit' : 'Deposit methods'}
    >
      <MethodLink
        href={paths.achFunding}
        title="Bank Transfer (ACH)"
        facts={asLinks ? undefined : facts.ach}
      />
      <MethodLink
        href={paths.cardFunding}
        title="Credit/Debit Cards"
        note={asLinks ? undefined : 'We accept both Mastercard and Visa.'}
        facts={asLinks ? undefined : facts.card}
      />
      {/* The frame's wallet deposit opens in a window: a wallet's pages refuse to be framed. */}
      <MethodLink
        href={paths.walletDeposit}
        title="Paypal"
        note={asLinks ? 'Opens in a new window.' : undefined}
        facts={asLinks ? undefined : facts.paypal}
        newWindow={asLinks}
      />
    </ul>
  );
}

/**
 * What the quick deposit shows until its chunk has arrived: where the home keeps its place (a
 * phone that remembers one, the frame), its loader, from the prerendered first paint on; below
 * the methods nothing, since a member without a card or ACH default has none to wait for.
 */
export function QuickDepositPending() {
  return useAppSelector(selectQuickDepositFirst) ? <QuickDepositLoader /> : null;
}

/**
 * The deposit home: the three methods and, for a card or ACH default, the quick deposit, which
 * the app supplies as a lazily loaded feature (it is fetched while the default method loads).
 * In the quick-deposit frame (400 by 600) the quick deposit comes first, so the amount, card,
 * CVV and Deposit fit the frame, and the other methods follow as links; on a phone it comes
 * first for a member who has one (selectQuickDepositFirst).
 */
export function DepositHome({ quickDeposit }: { quickDeposit: ReactNode }) {
  const dispatch = useAppDispatch();
  const mobile = useAppSelector(selectIsMobile);
  const inFrame = useAppSelector(selectIsQuickDepositFrame);
  const sources = useAppSelector(selectQuickDepositSources);
  const quickFirst = useAppSelector(selectQuickDepositFirst);
  return (
    <section
      className={inFrame ? 'screen deposit-home deposit-home--frame' : 'screen deposit-home'}
    >
      <ScreenTitle>{mobile ? 'Deposit' : 'Select Deposit Method'}</ScreenTitle>
      <BalanceBanner
        whenLow={
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(depositNowPressed())}
          >
            Deposit now
          </button>
        }
      />
      {/* One Try again for all the home loads: the quick deposit's and, outside the frame, the
          method tiles' fees and limits ('N/A' when they failed). Only what failed is fetched. */}
      <LoadError sources={inFrame ? sources : [...sources, ...METHOD_FACT_SOURCES]} />
      {quickFirst ? <div className="deposit-home__quick-first">{quickDeposit}</div> : null}
      <DepositMethods asLinks={inFrame} />
      {quickFirst ? null : quickDeposit}
    </section>
  );
}
