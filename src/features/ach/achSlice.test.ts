import { transactionFailed, transactionStarted } from '@/domain/transaction/transactionSlice';
import {
  achAccountChosen,
  achAccountTypeChosen,
  achFieldsEdited,
  achFormStarted,
  achModeChanged,
  achSlice,
  achTermsToggled,
  type AchState,
} from './achSlice';

const reduce = (state: AchState, ...actions: Parameters<typeof achSlice.reducer>[1][]) =>
  actions.reduce(achSlice.reducer, state);

describe('the ACH form while its deposit is sent', () => {
  const typed = reduce(
    achSlice.getInitialState(),
    achModeChanged({ mode: 'new' }),
    achFieldsEdited({ accountNumber: '000123456789', routingNumber: '021000021' }),
  );
  const edits = [
    achFieldsEdited({ accountNumber: '999' }),
    achAccountChosen({ fundingMethodId: 3 }),
    achAccountTypeChosen({ accountType: 'sav' }),
    achModeChanged({ mode: 'existing' }),
    achFormStarted(),
  ];

  it('refuses every change to what is sent; the terms can still be read', () => {
    const sent = reduce(typed, transactionStarted({ form: 'ach' }));
    expect(reduce(sent, ...edits)).toEqual(sent);
    expect(reduce(sent, achTermsToggled()).termsShown).toBe(true);
  });

  it('takes changes again after the answer', () => {
    const answered = reduce(
      typed,
      transactionStarted({ form: 'ach' }),
      transactionFailed({ form: 'ach', message: 'Declined' }),
      ...edits.slice(0, 3),
    );
    expect(answered).toMatchObject({ accountNumber: '999', selectedId: 3, accountType: 'sav' });
  });
});
