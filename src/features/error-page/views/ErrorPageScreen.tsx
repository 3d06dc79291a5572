import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { Loader } from '@/components/Loader';
import { NoRecentTransaction } from '@/components/NoRecentTransaction';
import { ScreenTitle } from '@/components/ScreenTitle';
import { formatMoney } from '@/lib/money';
import { capText, TEXT_CAPS } from '@/lib/text';
import { currentEnvironment } from '@/domain/context/environment';
import { telHref } from '@/lib/tel';
import { BalanceRecheck } from '@/domain/transaction/views/BalanceRecheck';
import { errorPageOpened, reviewInformationPressed, selectErrorPage } from '../errorPageSlice';
import '../errorPage.css';

/**
 * #/error: the amount and message of a failed bank-link deposit, and how to get help; with no
 * failure stored, no failure is claimed.
 */
export function ErrorPageScreen() {
  const dispatch = useAppDispatch();
  const { loaded, cents, message } = useAppSelector(selectErrorPage);
  const { phone, email } = currentEnvironment().support;

  useEffect(() => {
    dispatch(errorPageOpened());
  }, [dispatch]);

  if (!loaded || message === null) {
    return (
      <section className="screen error-page">
        {loaded ? <NoRecentTransaction /> : <Loader />}
      </section>
    );
  }
  return (
    <section className="screen error-page">
      <ScreenTitle>Transaction Unsuccessful</ScreenTitle>
      {cents === null ? null : (
        <p className="error-page__amount">
          Amount: <strong>{formatMoney(cents)}</strong>
        </p>
      )}
      {/* The server's message, as plain text, cut to a message's length. */}
      <p className="error-page__message">{capText(message, TEXT_CAPS.message)}</p>
      {/* After a 5xx, the balance fetched again (decisions section 6). */}
      <BalanceRecheck form="bankLink" />
      <p>
        Please try again or contact our customer service number <a href={telHref(phone)}>{phone}</a>{' '}
        or e-mail <a href={`mailto:${email}`}>{email}</a>.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => dispatch(reviewInformationPressed())}
      >
        Review Information
      </button>
    </section>
  );
}
