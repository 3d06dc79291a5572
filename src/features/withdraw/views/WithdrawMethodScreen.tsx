import { Fragment, useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { CHECK_PROCESSING_DAYS } from '@/config/constants';
import { AppLink } from '@/components/AppLink';
import { ScreenTitle } from '@/components/ScreenTitle';
import { paths } from '@/config/paths';
import { ScreenWithHelp } from '@/components/ScreenWithHelp';
import { SubmitButton, SubmitForm } from '@/components/SubmitArea';
import { WithdrawableBalance } from '@/domain/balance/views/WithdrawableBalance';
import { WithdrawableExplained } from './WithdrawableExplained';
import { selectDetailsLoadError } from '@/domain/funding-sources/selectors';
import { useEnvironment } from '@/domain/context/environment';
import { selectIsBankLinkEnabled, selectIsCompact } from '@/domain/context/contextSlice';
import { ExternalLink } from '@/chrome/views/ExternalLink';
import { HelpPanel } from '@/chrome/views/HelpPanel';
import { formatMoney } from '@/lib/money';
import { METHOD_FEE_TEXTS, WITHDRAW_MESSAGES } from '../messages';
import {
  selectAchChosenWithoutAccount,
  selectIsAchOptionReady,
  selectIsRushAvailable,
  selectMethodError,
  selectProceedBlock,
  selectWithdrawMethod,
  selectRushFeeCents,
} from '../selectors';
import {
  withdrawMethodChosen,
  withdrawMethodScreenOpened,
  withdrawProceedPressed,
} from '../withdrawSlice';
import '../withdraw.css';

interface MethodOption {
  value: string;
  title: string;
  description: string;
}

const OPTIONS: MethodOption[] = [
  {
    value: 'ach',
    title: 'Bank Transfer (ACH)',
    description: 'Withdraw funds directly to your bank account.',
  },
  {
    value: 'check',
    title: 'Check Request',
    description:
      `Checks are issued by the provider and processed ${CHECK_PROCESSING_DAYS} each week. ` +
      'Postal delivery can cause delays, so we recommend a bank transfer for faster access to your funds.',
  },
  {
    value: 'paypal',
    title: 'PayPal',
    description: 'Withdraw funds to your PayPal account.',
  },
];

const ACH_SOURCES = ['achAccounts'] as const;

/** #/withdraw: choose how to withdraw. */
export function WithdrawMethodScreen() {
  const dispatch = useAppDispatch();
  const method = useAppSelector(selectWithdrawMethod);
  // On a phone choosing a method proceeds: Proceed is only the way on once one is chosen.
  const choosingProceeds = useAppSelector(selectIsCompact);
  const error = useAppSelector(selectMethodError);
  const block = useAppSelector(selectProceedBlock);
  const achReady = useAppSelector(selectIsAchOptionReady);
  const achError = useAppSelector((state) => selectDetailsLoadError(state, ACH_SOURCES));
  const noAccount = useAppSelector(selectAchChosenWithoutAccount);
  const { welcomeCentres } = useEnvironment();
  // Decisions, 'No saved ACH account': bank linking with its cookie, else the manual form.
  const addAccount = useAppSelector(selectIsBankLinkEnabled)
    ? paths.plaidFunding
    : `${paths.achFunding}?account=new`;
  const groupName = useId();
  const rushFee = useAppSelector((state) =>
    selectIsRushAvailable(state) ? formatMoney(selectRushFeeCents(state)) : '-',
  );
  const fees: Record<string, string> = {
    ach: METHOD_FEE_TEXTS.ach,
    check: METHOD_FEE_TEXTS.check(rushFee),
    paypal: METHOD_FEE_TEXTS.paypal,
  };

  useEffect(() => {
    dispatch(withdrawMethodScreenOpened());
  }, [dispatch]);

  return (
    <section className="screen withdraw">
      <ScreenWithHelp help={<HelpPanel />}>
        <ScreenTitle>Select Withdrawal Method</ScreenTitle>
        <WithdrawableBalance />
        <WithdrawableExplained />
        <SubmitForm
          className="withdraw-methods"
          onSubmit={() => dispatch(withdrawProceedPressed())}
        >
          <fieldset className="choice-group withdraw-methods__group">
            <legend className="visually-hidden">Withdrawal method</legend>
            {OPTIONS.map((option) => {
              const disabled = option.value === 'ach' && !achReady;
              const titleId = `${groupName}-${option.value}-title`;
              const descriptionId = `${groupName}-${option.value}-description`;
              const note =
                option.value !== 'ach'
                  ? null
                  : !achReady
                    ? (achError ?? 'Loading your bank accounts…')
                    : noAccount
                      ? WITHDRAW_MESSAGES.noAchAccount
                      : null;
              return (
                <Fragment key={option.value}>
                  <label
                    className={`withdraw-method${method === option.value ? ' is-chosen' : ''}${disabled ? ' is-disabled' : ''}`}
                  >
                    <input
                      type="radio"
                      name={groupName}
                      value={option.value}
                      checked={method === option.value}
                      disabled={disabled}
                      aria-labelledby={titleId}
                      aria-describedby={descriptionId}
                      onChange={(event) =>
                        dispatch(withdrawMethodChosen({ method: event.target.value }))
                      }
                    />
                    <span id={titleId} className="withdraw-method__title">
                      {option.title}
                    </span>
                    <span id={descriptionId} className="withdraw-method__description">
                      {option.description}{' '}
                      <span className="withdraw-method__fee">{fees[option.value]}</span>
                      {/* The ACH note's line stays when it empties: nothing below moves. */}
                      {option.value === 'ach' ? (
                        <span className="withdraw-method__note" aria-live="polite">
                          {note}
                        </span>
                      ) : null}
                    </span>
                  </label>
                  {option.value === 'ach' && noAccount ? (
                    <AppLink className="withdraw-method__add" to={addAccount}>
                      {WITHDRAW_MESSAGES.addAchAccount}
                    </AppLink>
                  ) : null}
                </Fragment>
              );
            })}
          </fieldset>
          <p className="form-error" role="alert">
            {error}
          </p>
          {/* Proceed only opens the chosen form: nothing is sent, so it is never busy. */}
          {choosingProceeds && method === null ? null : (
            <SubmitButton label="Proceed" reason={block} />
          )}
        </SubmitForm>
        <p className="withdraw-notices">
          You can also withdraw money at North American racetracks:{' '}
          <ExternalLink href={welcomeCentres}>Partner Racetracks</ExternalLink>
        </p>
      </ScreenWithHelp>
    </section>
  );
}
