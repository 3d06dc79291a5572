import type { AmountForm } from '@/config/forms';
import { paths } from '@/config/paths';

/**
 * Where the wallet provider sends the person back (decisions section 2), and the form shown
 * there: the wallet deposit's route, and the home for the quick-deposit frame (its callBackUrl).
 */
const WALLET_RETURN_FORMS: Readonly<Record<string, AmountForm>> = {
  [paths.walletDeposit]: 'paypalDeposit',
  [paths.home]: 'quickDeposit',
};

/** The form a wallet return to this path completes, or null when it is no return address. */
export const walletReturnForm = (pathname: string): AmountForm | null =>
  Object.hasOwn(WALLET_RETURN_FORMS, pathname) ? (WALLET_RETURN_FORMS[pathname] ?? null) : null;

/**
 * Whether the wallet provider returns to this path: the wallet decides there what becomes of its
 * pending record, so the stored outcome's lifetime rule leaves it be (app/rootSaga.ts says so).
 */
export const isWalletReturn = (pathname: string): boolean => walletReturnForm(pathname) !== null;

/** The flags the wallet provider adds to the address it returns to (decisions section 2). */
export const WALLET_ANSWER_FLAGS = ['success', 'error'] as const;
