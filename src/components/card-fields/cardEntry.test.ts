import { createSlice } from '@reduxjs/toolkit';
import {
  cardEntryChanges,
  cardEntryReducers,
  initialCardEntry,
  missingFromCardEntry,
  viewCardEntry,
  type WithCardEntry,
} from './cardEntry';
import { monthNumber, type Expiry } from './rules';

/** A flow's slice holding an entry, as the card screen's and the quick deposit's do. */
const flow = createSlice({
  name: 'flow',
  initialState: { entry: initialCardEntry } as WithCardEntry,
  reducers: { ...cardEntryReducers, ...cardEntryChanges },
});
const events = flow.actions;
const run = (...actions: Parameters<typeof flow.reducer>[1][]) =>
  actions.reduce(flow.reducer, flow.getInitialState()).entry;

const JUNE_2026 = monthNumber(new Date(2026, 5, 15));
const SAVED: Expiry = { month: '04', year: '2028' };
const view = (entry = run(), saved: Expiry | null = SAVED) =>
  viewCardEntry(entry, saved, JUNE_2026);

describe('a card entry', () => {
  it('starts with no CVV, the saved expiry shown read-only, and no message', () => {
    expect(view()).toEqual({
      cvv: '',
      expiry: SAVED,
      expiryReadOnly: true,
      expiryError: null,
      cvvError: 'CVV required',
      shownExpiryError: null,
      shownCvvError: null,
    });
    // Without a saved card the empty expiry says nothing until the field is left.
    expect(view(run(), null)).toMatchObject({
      expiry: { month: '', year: '' },
      expiryError: 'Expiry Date Required',
      shownExpiryError: null,
    });
  });

  it('shows the CVV message only once the field was left', () => {
    const typed = run(events.cvvTyped({ cvv: '12' }));
    expect(view(typed)).toMatchObject({ cvv: '12', cvvError: 'Invalid CVV', shownCvvError: null });
    const left = run(events.cvvTyped({ cvv: '12' }), events.cvvLeft());
    expect(view(left).shownCvvError).toBe('Invalid CVV');
    expect(view(run(events.cvvTyped({ cvv: '123' }), events.cvvLeft())).shownCvvError).toBeNull();
  });

  it('keeps the expiry editable while focused, and read-only again once left valid', () => {
    const focused = run(events.expiryFocused(), events.expiryTyped({ month: '05', year: '2030' }));
    expect(view(focused)).toMatchObject({
      expiry: { month: '05', year: '2030' },
      expiryReadOnly: false,
    });
    const left = run(
      events.expiryFocused(),
      events.expiryTyped({ month: '05', year: '2030' }),
      events.expiryLeft(),
    );
    expect(view(left)).toMatchObject({ expiryReadOnly: true, shownExpiryError: null });
  });

  it('an invalid expiry stays editable and says so once left', () => {
    const typed = run(events.expiryTyped({ month: '13', year: '2030' }));
    expect(view(typed)).toMatchObject({ expiryReadOnly: false, shownExpiryError: null });
    const left = run(events.expiryTyped({ month: '13', year: '2030' }), events.expiryLeft());
    expect(view(left).shownExpiryError).toBe('Invalid Expiry Date');
  });

  it("says at once that a saved card's expiry has passed", () => {
    expect(view(run(), { month: '01', year: '2026' })).toMatchObject({
      expiryReadOnly: false,
      shownExpiryError: 'Invalid Expiry Date',
    });
  });

  it('reads a two-digit year as 20YY when the field is left, then validates it', () => {
    const typed = run(events.expiryTyped({ month: '12', year: '29' }));
    expect(view(typed).expiry).toEqual({ month: '12', year: '29' });
    const left = run(events.expiryTyped({ month: '12', year: '29' }), events.expiryLeft());
    expect(view(left)).toMatchObject({
      expiry: { month: '12', year: '2029' },
      expiryError: null,
      shownExpiryError: null,
    });
  });

  it('writes a one-digit month with two when the field is left', () => {
    const left = run(events.expiryTyped({ month: '4', year: '2031' }), events.expiryLeft());
    expect(left.expiry).toEqual({ month: '04', year: '2031' });
    // Leaving without an edit keeps the saved expiry.
    expect(run(events.expiryFocused(), events.expiryLeft()).expiry).toBeNull();
  });

  it('clears the CVV and its message after every attempt, and keeps the expiry', () => {
    const cleared = run(
      events.expiryTyped({ month: '05', year: '2030' }),
      events.cvvTyped({ cvv: '12' }),
      events.cvvLeft(),
      events.cvvCleared(),
    );
    expect(cleared).toMatchObject({ cvv: '', touched: { cvv: false, expiry: false } });
    expect(cleared.expiry).toEqual({ month: '05', year: '2030' });
  });

  it('starts afresh for another card', () => {
    const chosen = run(
      events.expiryFocused(),
      events.expiryTyped({ month: '05', year: '2030' }),
      events.cvvTyped({ cvv: '123' }),
      events.cvvLeft(),
      events.cardChosen(),
    );
    expect(chosen).toEqual(initialCardEntry);
    expect(chosen).not.toBe(initialCardEntry);
  });
});

describe('what a card entry still lacks', () => {
  it('names each missing part as the submit area says it', () => {
    expect(missingFromCardEntry({ expiryError: null, cvvError: null })).toEqual([]);
    expect(
      missingFromCardEntry({ expiryError: 'Invalid Expiry Date', cvvError: 'CVV required' }),
    ).toEqual(['a valid expiry date', 'a 3-digit CVV']);
    expect(missingFromCardEntry({ expiryError: null, cvvError: 'Invalid CVV' })).toEqual([
      'a 3-digit CVV',
    ]);
  });
});
