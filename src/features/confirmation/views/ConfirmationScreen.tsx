import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { ScreenTitle } from '@/components/ScreenTitle';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { formatMoney } from '@/lib/money';
import { selectIsIosApp } from '@/features/context/contextSlice';
import { HelpPanel } from '@/features/chrome/views/HelpPanel';
import { confirmationSentence } from '@/features/transaction/messages';
import { confirmationOpened, receiptPrintPressed, selectConfirmation } from '../confirmationSlice';
import { Receipt } from './Receipt';
import '../confirmation.css';

/**
 * 'Transaction Successful' with the amount of the transaction completed in this page; after a
 * reload, of the one stored for it (confirmation/opened), if it is whole and coherent. The
 * native app was told once, when the transaction completed.
 */
export function ConfirmationScreen() {
  const dispatch = useAppDispatch();
  const confirmation = useAppSelector(selectConfirmation);
  const iosApp = useAppSelector(selectIsIosApp);
  useEffect(() => {
    dispatch(confirmationOpened());
  }, [dispatch]);
  return (
    <section className="screen confirmation">
      <ScreenWithHelp help={<HelpPanel />}>
        <div className="confirmation__main">
          <span className="confirmation__icon" aria-hidden="true">
            ✓
          </span>
          <ScreenTitle>Transaction Successful</ScreenTitle>
          <p className="confirmation__sentence">
            {/* Empty for the moment it takes to read storage after a reload. */}
            {confirmation === null
              ? null
              : confirmation === 'none'
                ? 'There is no recent transaction to show.'
                : confirmationSentence(confirmation.direction, formatMoney(confirmation.cents))}
          </p>
          {confirmation !== null && confirmation !== 'none' ? (
            <>
              <Receipt completed={confirmation} />
              <button
                type="button"
                className="button confirmation__print"
                onClick={() => dispatch(receiptPrintPressed())}
              >
                Print receipt
              </button>
            </>
          ) : null}
          {/* The iOS app has its own way home. */}
          {iosApp ? null : (
            <a className="button button--primary" href={`#${paths.home}`}>
              Go back to Home
            </a>
          )}
        </div>
      </ScreenWithHelp>
    </section>
  );
}
