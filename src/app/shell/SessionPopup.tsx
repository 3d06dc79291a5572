import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { Dialog } from '@/components/Dialog';
import { selectSessionPopup, sessionPopupDismissed } from '@/domain/session/sessionSlice';
import { useSessionPopupContent } from './sessionPopupContent';

/** The session popups, a modal dialog named by their message (useSessionPopupContent). */
export function SessionPopup() {
  const popup = useAppSelector(selectSessionPopup);
  const content = useSessionPopupContent();
  const dispatch = useAppDispatch();
  if (popup === null || content === null) return null;
  return (
    <Dialog
      message={content.message}
      lead={content.lead}
      focusKey={popup}
      onEscape={() => dispatch(sessionPopupDismissed())}
    >
      {content.action}
    </Dialog>
  );
}
