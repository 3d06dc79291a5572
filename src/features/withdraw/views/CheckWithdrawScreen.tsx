import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { SIGNATURE_FEE_CENTS } from '@/config/constants';
import { ChoiceList } from '@/components/ChoiceList';
import { formatMoney, formatShortMoney } from '@/lib/money';
import { capText, TEXT_CAPS } from '@/lib/text';
import { FORM_AREA_ATTRIBUTE } from '@/domain/amount/views/AmountEntry';
import { selectIsMobile } from '@/domain/context/contextSlice';
import { currentEnvironment } from '@/domain/context/environment';
import { ExternalLink } from '@/chrome/views/ExternalLink';
import {
  selectCheckExtraFeeCents,
  selectChosenAddressIndex,
  selectDeliveryAddresses,
  selectIsRushAvailable,
  selectRush,
  selectSignature,
  type DeliveryAddress,
  selectRushFeeCents,
} from '../selectors';
import { checkAddressChosen, checkRushChosen, checkSignatureChosen } from '../withdrawSlice';
import { OptionPicker } from './OptionPicker';
import { WithdrawAmount } from './WithdrawAmount';
import { WithdrawFormScreen } from './WithdrawFormScreen';

/** 'Residence Address: 12 Main St, Springfield, IL 62701': the choice shows where it goes. */
function addressLabel({ addressType, address, city, state, zip }: DeliveryAddress) {
  const type = capText(addressType, TEXT_CAPS.field);
  const name = `${type.charAt(0).toUpperCase()}${type.slice(1)} Address`;
  const stateZip = [state, zip]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const where = [address?.trim(), city?.trim(), stateZip].filter(Boolean).join(', ');
  return where ? `${name}: ${capText(where, TEXT_CAPS.field)}` : name;
}

interface YesNoProps {
  legend: string;
  yesLabel: string;
  value: boolean;
  onChange: (value: boolean) => void;
  yesDisabled?: boolean;
}

function YesNo({ legend, yesLabel, value, onChange, yesDisabled = false }: YesNoProps) {
  return (
    <ChoiceList
      legend={legend}
      choices={[
        { value: 'no', label: 'No' },
        { value: 'yes', label: yesLabel, disabled: yesDisabled },
      ]}
      value={value ? 'yes' : 'no'}
      onChange={(choice) => onChange(choice === 'yes')}
    />
  );
}

/** #/withdraw/xpressfunding-fedex: a check by mail, optionally by courier and signed for. */
export function CheckWithdrawScreen() {
  const dispatch = useAppDispatch();
  const addresses = useAppSelector(selectDeliveryAddresses);
  const chosen = useAppSelector(selectChosenAddressIndex);
  const rush = useAppSelector(selectRush);
  const signature = useAppSelector(selectSignature);
  const rushAvailable = useAppSelector(selectIsRushAvailable);
  const rushFee = useAppSelector(selectRushFeeCents);
  const extraFee = useAppSelector(selectCheckExtraFeeCents);
  const asList = useAppSelector(selectIsMobile);

  return (
    <WithdrawFormScreen form="checkWithdraw" title="Check Issued by the provider">
      <WithdrawAmount form="checkWithdraw">
        <p className="withdraw-extra-fee" aria-live="polite">
          {extraFee > 0 ? `Extra fee: ${formatMoney(extraFee)}` : null}
        </p>
      </WithdrawAmount>
      <div className="withdraw-fields" {...{ [FORM_AREA_ATTRIBUTE]: '' }}>
        {addresses.length > 0 ? (
          <OptionPicker
            label="Delivery Address"
            options={addresses.map((address, index) => ({
              value: String(index),
              label: addressLabel(address),
            }))}
            value={chosen === null ? null : String(chosen)}
            onChange={(value) => dispatch(checkAddressChosen({ index: Number(value) }))}
            asList={asList}
          />
        ) : null}
        <YesNo
          legend="Rush Delivery"
          yesLabel={
            rushAvailable
              ? `Yes, ${formatMoney(rushFee)} courier delivery`
              : 'Yes, courier delivery'
          }
          value={rush}
          yesDisabled={!rushAvailable}
          onChange={(value) => dispatch(checkRushChosen({ rush: value }))}
        />
        {rush ? (
          <YesNo
            legend="Require Signature"
            yesLabel={`Yes, ${formatShortMoney(SIGNATURE_FEE_CENTS)} Additional Fee`}
            value={signature}
            onChange={(value) => dispatch(checkSignatureChosen({ signature: value }))}
          />
        ) : null}
      </div>
      <p className="withdraw-notices">
        Checks are processed every Tuesday and Thursday. To change where checks are sent,{' '}
        <ExternalLink href={currentEnvironment().classicSite}>
          update your account info on the classic site
        </ExternalLink>
        .
      </p>
    </WithdrawFormScreen>
  );
}
