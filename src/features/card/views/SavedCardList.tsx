import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import type { Card } from '@/api/types';
import { useFormLocked } from '@/components/formLockContext';
import { maskCard } from '@/lib/masking';
import { selectCards } from '@/domain/funding-sources/selectors';
import { MarkDefaultButton } from '@/domain/mark-default/views/MarkDefaultButton';
import { cardChosen } from '../cardSlice';
import { selectChosenCard } from '../selectors';

function SavedCardRow({ card, chosen }: { card: Card; chosen: boolean }) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const labelId = useId();
  const locked = useFormLocked();
  return (
    <li className={`saved-method saved-card${chosen ? ' is-chosen' : ''}`}>
      <input
        id={inputId}
        className="saved-card__radio"
        type="radio"
        name="saved-card"
        checked={chosen}
        disabled={locked}
        onChange={() => dispatch(cardChosen({ fundingMethodId: card.fundingMethodId }))}
      />
      <label id={labelId} className="saved-card__label" htmlFor={inputId}>
        {maskCard(card.subType, card.accountNumber)}
      </label>
      <MarkDefaultButton
        fundingMethod="cc"
        fundingMethodId={card.fundingMethodId}
        describedBy={labelId}
      />
    </li>
  );
}

/** The saved cards as a radio group; each can be made the default funding method. */
export function SavedCardList() {
  const cards = useAppSelector(selectCards);
  const chosen = useAppSelector(selectChosenCard);
  return (
    <fieldset className="saved-cards">
      <legend className="field-label">Select a card</legend>
      <ul className="saved-cards__list">
        {cards.map((card) => (
          <SavedCardRow
            key={card.fundingMethodId}
            card={card}
            chosen={card.fundingMethodId === chosen?.fundingMethodId}
          />
        ))}
      </ul>
    </fieldset>
  );
}
