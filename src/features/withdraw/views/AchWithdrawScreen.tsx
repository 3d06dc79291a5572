import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { maskAccount } from '@/lib/masking';
import { FORM_AREA_ATTRIBUTE } from '@/domain/amount/views/AmountEntry';
import { selectAchAccounts, selectSource } from '@/domain/funding-sources/selectors';
import type { FundingSourcesState } from '@/domain/funding-sources/fundingSourcesSlice';
import { selectIsMobile } from '@/domain/context/contextSlice';
import { currentEnvironment } from '@/domain/context/environment';
import { ExternalLink } from '@/chrome/views/ExternalLink';
import { WITHDRAW_MESSAGES } from '../messages';
import { selectChosenAccount } from '../selectors';
import { achAccountChosen } from '../withdrawSlice';
import { OptionPicker } from './OptionPicker';
import { WithdrawAmount } from './WithdrawAmount';
import { WithdrawFormScreen } from './WithdrawFormScreen';

/** #/withdraw/xpressfunding: withdrawal to a saved bank account. */
export function AchWithdrawScreen() {
  const dispatch = useAppDispatch();
  const accounts = useAppSelector(selectAchAccounts);
  const loaded = useAppSelector(
    (state: { fundingSources: FundingSourcesState }) =>
      selectSource(state, 'achAccounts').status === 'loaded',
  );
  const chosen = useAppSelector(selectChosenAccount);
  const asList = useAppSelector(selectIsMobile);

  return (
    <WithdrawFormScreen form="achWithdraw" title="Xpressfund/ACH Withdrawal">
      <WithdrawAmount form="achWithdraw" />
      <div className="withdraw-fields" {...{ [FORM_AREA_ATTRIBUTE]: '' }}>
        {accounts.length > 0 ? (
          <OptionPicker
            label="Bank Account"
            options={accounts.map((account) => ({
              value: String(account.fundingMethodId),
              label: maskAccount(account.accountType, account.accountNumber),
            }))}
            value={chosen ? String(chosen.fundingMethodId) : null}
            onChange={(value) => dispatch(achAccountChosen({ fundingMethodId: Number(value) }))}
            asList={asList}
          />
        ) : loaded ? (
          <p className="form-error">{WITHDRAW_MESSAGES.noAchAccount}</p>
        ) : null}
      </div>
      <p className="withdraw-notices">
        To add or change a bank account,{' '}
        <ExternalLink href={currentEnvironment().classicSite}>visit the classic site</ExternalLink>.
      </p>
    </WithdrawFormScreen>
  );
}
