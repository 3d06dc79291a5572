import type { AmountForm } from '@/config/forms';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formatPlain, parseAmount, type AmountError, type Cents } from '@/lib/money';
import { isLock, isUnlock } from '@/domain/transaction/formLock';

/** Every form that takes an amount. Each keeps its own entry. */
export interface AmountEntry {
  /** What the field shows. */
  text: string;
  /** The valid amount, or null: an invalid or empty amount disables submitting. */
  cents: Cents | null;
  /** Live validation message (custom mode and blur). */
  error: AmountError | null;
  /** The user typed their own amount rather than choosing a preset. */
  custom: boolean;
  /** The 'Amount required' hint of the spec's blur rule. */
  requiredHint: boolean;
  /** The form is being submitted: the amount cannot change (formLock). */
  locked: boolean;
}

export type AmountState = Partial<Record<AmountForm, AmountEntry>>;

export const emptyAmount: AmountEntry = {
  text: '',
  cents: null,
  error: null,
  custom: false,
  requiredHint: false,
  locked: false,
};

const initialState: AmountState = {};

const entry = (state: AmountState, form: AmountForm): AmountEntry =>
  (state[form] ??= { ...emptyAmount });

/** An event of the field, ignored while its form is being submitted. */
const unlessLocked =
  <P extends { form: AmountForm }>(
    reduce: (state: AmountState, action: PayloadAction<P>) => void,
  ) =>
  (state: AmountState, action: PayloadAction<P>) => {
    if (!state[action.payload.form]?.locked) reduce(state, action);
  };

export const amountSlice = createSlice({
  name: 'amount',
  initialState,
  reducers: {
    /** A screen opened with a default amount (the method's default preset), or none. */
    initialized: unlessLocked(
      (state, action: PayloadAction<{ form: AmountForm; cents: Cents | null }>) => {
        const { form, cents } = action.payload;
        state[form] = { ...emptyAmount, cents, text: cents === null ? '' : formatPlain(cents) };
      },
    ),
    presetChosen: unlessLocked(
      (state, action: PayloadAction<{ form: AmountForm; cents: Cents }>) => {
        const { form, cents } = action.payload;
        state[form] = { ...emptyAmount, cents, text: formatPlain(cents) };
      },
    ),
    typed: unlessLocked((state, action: PayloadAction<{ form: AmountForm; text: string }>) => {
      const field = entry(state, action.payload.form);
      // What was typed or pasted stays as it is, '$' signs aside: never another number.
      const text = action.payload.text.replaceAll('$', '');
      const parsed = parseAmount(text);
      field.text = text;
      field.custom = true;
      field.requiredHint = false;
      field.cents = parsed.ok ? parsed.cents : null;
      field.error = parsed.ok ? null : parsed.error;
    }),
    focused: unlessLocked((state, action: PayloadAction<{ form: AmountForm }>) => {
      entry(state, action.payload.form).requiredHint = false;
    }),
    /**
     * Focus left the field. In custom mode the amount is validated again; otherwise the
     * 'Amount required' hint shows for an empty field when the click landed outside the
     * payment and amount areas (spec: Amount entry).
     */
    blurred: unlessLocked(
      (state, action: PayloadAction<{ form: AmountForm; outsideFormAreas: boolean }>) => {
        const field = entry(state, action.payload.form);
        if (field.custom) {
          const parsed = parseAmount(field.text);
          field.error = parsed.ok ? null : parsed.error;
        } else if (field.cents === null && action.payload.outsideFormAreas) {
          field.requiredHint = true;
        }
      },
    ),
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isLock, (state, action) => {
        entry(state, action.payload.form).locked = true;
      })
      .addMatcher(isUnlock, (state, action) => {
        const field = state[action.payload.form];
        if (field) field.locked = false;
      });
  },
});

export const {
  initialized: amountInitialized,
  presetChosen: amountPresetChosen,
  typed: amountTyped,
  focused: amountFocused,
  blurred: amountBlurred,
} = amountSlice.actions;

type WithAmount = { amount: AmountState };
export const selectAmount = (state: WithAmount, form: AmountForm): AmountEntry =>
  state.amount[form] ?? emptyAmount;
/** A missing or invalid amount, named as the submit area says it ('Enter a valid amount'). */
export const MISSING_AMOUNT = 'a valid amount';

export const selectAmountCents = (state: WithAmount, form: AmountForm): Cents | null =>
  selectAmount(state, form).cents;
