/** The withdrawal screens' texts (spec sections 2, 5 and 8; decisions section 6). */
export const WITHDRAW_MESSAGES = {
  noAchAccount:
    'You do not have an active ACH account. Please add a new ACH account in order to proceed.',
  unknownMethod: 'development in progress.',
  exceedsWithdrawable: 'The amount exceeds your balance available for withdrawal.',
  chooseMethod: 'Choose a withdrawal method to proceed.',
  popupOpen: 'Close the open message to proceed.',
  enterAmount: 'Enter a valid amount to withdraw.',
  chooseAddress: 'Choose a delivery address.',
  rushUnavailable: 'The courier charge could not be loaded; choose regular delivery.',
  chooseAccount: 'Choose a bank account.',
  notAvailable: 'N/A',
} as const;
