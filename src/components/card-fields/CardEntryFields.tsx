import type { UnknownAction } from '@reduxjs/toolkit';
import type { CardEntryEvents, CardEntryView } from './cardEntry';
import { CvvField } from './CvvField';
import { ExpiryField } from './ExpiryField';
import './cardFields.css';

interface CardEntryFieldsProps {
  view: CardEntryView;
  /** One MM/YYYY expiry field (mobile) instead of separate MM and YYYY fields. */
  joined: boolean;
  /** The flow's own card-entry events (its slice's actions from cardEntryReducers). */
  events: CardEntryEvents;
  /** Receives each event: the flow's dispatch. */
  onEvent: (event: UnknownAction) => void;
}

/** The expiry and CVV of the card being deposited with, side by side. */
export function CardEntryFields({ view, joined, events, onEvent }: CardEntryFieldsProps) {
  return (
    <div className="card-fields-row">
      <ExpiryField
        expiry={view.expiry}
        joined={joined}
        readOnly={view.expiryReadOnly}
        error={view.shownExpiryError}
        onChange={(expiry) => onEvent(events.expiryTyped(expiry))}
        onFocus={() => onEvent(events.expiryFocused())}
        onLeave={() => onEvent(events.expiryLeft())}
        onYearLeave={() => onEvent(events.expiryYearLeft())}
      />
      <CvvField
        value={view.cvv}
        error={view.shownCvvError}
        onChange={(cvv) => onEvent(events.cvvTyped({ cvv }))}
        onBlur={() => onEvent(events.cvvLeft())}
      />
    </div>
  );
}
