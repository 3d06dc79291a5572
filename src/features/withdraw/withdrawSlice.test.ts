import { transactionStarted, transactionUnconfirmed } from '@/domain/transaction/transactionSlice';
import {
  achAccountChosen,
  checkAddressChosen,
  checkRushChosen,
  checkSignatureChosen,
  withdrawSlice,
  type WithdrawState,
} from './withdrawSlice';

const reduce = (state: WithdrawState, ...actions: Parameters<typeof withdrawSlice.reducer>[1][]) =>
  actions.reduce(withdrawSlice.reducer, state);
const start = withdrawSlice.getInitialState();
const checkChoices = [
  checkAddressChosen({ index: 1 }),
  checkRushChosen({ rush: true }),
  checkSignatureChosen({ signature: true }),
];

describe('the withdrawal choices while a withdrawal is sent', () => {
  it("keep the check form's choices until the answer, and no others", () => {
    const sent = reduce(start, transactionStarted({ form: 'checkWithdraw' }));
    expect(reduce(sent, ...checkChoices)).toEqual(sent);
    expect(reduce(sent, achAccountChosen({ fundingMethodId: 3 })).fundingMethodId).toBe(3);
    const answered = reduce(
      sent,
      transactionUnconfirmed({ form: 'checkWithdraw', message: 'Check your balance' }),
      ...checkChoices,
    );
    expect(answered).toMatchObject({ addressIndex: 1, rush: true, signature: true });
  });

  it("keep the ACH form's account until the answer", () => {
    const sent = reduce(start, transactionStarted({ form: 'achWithdraw' }));
    expect(reduce(sent, achAccountChosen({ fundingMethodId: 3 })).fundingMethodId).toBeNull();
    expect(reduce(sent, ...checkChoices)).toMatchObject({ addressIndex: 1, rush: true });
  });
});
