import type { Recovery } from '@/components/ErrorSummary';
import { CVV_FIELD_SELECTOR } from '@/components/card-fields/CvvField';
import { paths } from '@/config/paths';

/**
 * The ways forward each form's error summary offers after a failed submit: the
 * fields to fill again (a card's CVV is cleared by every attempt) and the other methods.
 */
const ENTER_CVV_AGAIN = { text: 'Enter the CVV again', selector: CVV_FIELD_SELECTOR };
const USE_A_CARD = { text: 'Use a card', path: paths.cardFunding };
const USE_BANK_TRANSFER = { text: 'Use bank transfer', path: paths.achFunding };

export const RECOVERY = {
  /** The card screen: another card is a new one (the saved ones are listed above). */
  card: {
    fields: [ENTER_CVV_AGAIN],
    ways: [{ text: 'Use another card', path: paths.newCard }, USE_BANK_TRANSFER],
  },
  quickCard: {
    fields: [ENTER_CVV_AGAIN],
    ways: [{ text: 'Use another card', path: paths.cardFunding }, USE_BANK_TRANSFER],
  },
  ach: { ways: [USE_A_CARD] },
  bankLink: { ways: [USE_A_CARD] },
  wallet: { ways: [USE_A_CARD, USE_BANK_TRANSFER] },
  withdraw: { ways: [{ text: 'Choose another withdrawal method', path: paths.withdraw }] },
} as const satisfies Record<string, Recovery>;
