import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { paths } from '@/config/paths';
import { Loader } from '@/components/Loader';
import { NoRecentTransaction } from '@/components/NoRecentTransaction';
import { ScreenTitle } from '@/components/ScreenTitle';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { formatMoney } from '@/lib/money';
import {
  selectIsIosApp,
  selectIsQuickDepositFrame,
  selectReturnTo,
} from '@/domain/context/contextSlice';
import { currentEnvironment } from '@/domain/context/environment';
import { HelpPanel } from '@/chrome/views/HelpPanel';
import { confirmationSentence, WALLET_APPROVED } from '@/domain/transaction/messages';
import type { Completed } from '@/domain/transaction/transactionSlice';
import { confirmationOpened, receiptPrintPressed, selectConfirmation } from '../confirmationSlice';
import { Receipt } from './Receipt';
import '../confirmation.css';

/**
 * The way back to wagering, a confirmation's first action (decisions section 6): the deposit
 * link's address, else the main site; in the top window inside the quick-deposit frame. The iOS
 * app has its own way back (the caller leaves it out there).
 */
function WayBack() {
  const returnTo = useAppSelector(selectReturnTo);
  const inFrame = useAppSelector(selectIsQuickDepositFrame);
  return (
    <a
      className="button button--primary"
      href={returnTo ?? currentEnvironment().mainSite}
      target={inFrame ? '_top' : undefined}
    >
      {returnTo ? 'Back to your bet' : 'Back to wagering'}
    </a>
  );
}

/** A success: the check mark, its heading and sentence, and what follows them. */
function Success({
  heading,
  sentence,
  children,
}: {
  heading: string;
  sentence: string;
  children?: ReactNode;
}) {
  const iosApp = useAppSelector(selectIsIosApp);
  return (
    <>
      <span className="confirmation__icon" aria-hidden="true">
        ✓
      </span>
      <ScreenTitle>{heading}</ScreenTitle>
      <p className="confirmation__sentence">{sentence}</p>
      {/* The iOS app has its own ways back and home. */}
      {iosApp ? null : <WayBack />}
      {children}
      {iosApp ? null : (
        <a className="button" href={`#${paths.home}`}>
          Go back to Home
        </a>
      )}
    </>
  );
}

function CompletedTransaction({ completed }: { completed: Completed }) {
  const dispatch = useAppDispatch();
  return (
    <Success
      heading="Transaction Successful"
      sentence={confirmationSentence(completed.direction, formatMoney(completed.cents))}
    >
      <Receipt completed={completed} />
      <button
        type="button"
        className="button confirmation__print"
        onClick={() => dispatch(receiptPrintPressed())}
      >
        Print receipt
      </button>
    </Success>
  );
}

/**
 * 'Transaction Successful' with the amount of the transaction completed in this page; after a
 * reload, of the one stored for it (confirmation/opened), if it is whole and coherent; 'Payment
 * approved' for a wallet return approved with no record of ours; otherwise no success is claimed
 * (decisions section 6). The native app was told once, when the transaction completed.
 */
export function ConfirmationScreen() {
  const dispatch = useAppDispatch();
  const confirmation = useAppSelector(selectConfirmation);
  useEffect(() => {
    dispatch(confirmationOpened());
  }, [dispatch]);
  return (
    <section className="screen confirmation">
      <ScreenWithHelp help={<HelpPanel />}>
        <div className="confirmation__main">
          {confirmation === null ? (
            <Loader />
          ) : confirmation === 'none' ? (
            <NoRecentTransaction />
          ) : confirmation === 'walletApproved' ? (
            <Success heading={WALLET_APPROVED.heading} sentence={WALLET_APPROVED.sentence} />
          ) : (
            <CompletedTransaction completed={confirmation} />
          )}
        </div>
      </ScreenWithHelp>
    </section>
  );
}
