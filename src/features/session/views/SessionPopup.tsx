import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { currentEnvironment } from '@/features/context/environment';
import { NOT_MADE_MESSAGES, SESSION_MESSAGES } from '../messages';
import {
  selectSessionNotMade,
  selectSessionPopup,
  sessionPopupConfirmed,
  sessionPopupDismissed,
} from '../sessionSlice';
import { Dialog } from '@/components/Dialog';

/**
 * The session popups: log in (a link to the main site's login), unauthorized and session
 * expired (OK leads to the main site), balance unavailable (OK closes).
 */
export function SessionPopup() {
  const popup = useAppSelector(selectSessionPopup);
  const notMade = useAppSelector(selectSessionNotMade);
  const dispatch = useAppDispatch();
  if (popup === null) return null;
  const { mainSiteLinks } = currentEnvironment();
  return (
    <Dialog
      message={SESSION_MESSAGES[popup]}
      lead={notMade ? NOT_MADE_MESSAGES[notMade] : undefined}
      focusKey={popup}
      onEscape={() => dispatch(sessionPopupDismissed())}
    >
      {popup === 'login' ? (
        <a className="button button--primary" href={mainSiteLinks.login}>
          Log In
        </a>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(sessionPopupConfirmed({ popup }))}
        >
          OK
        </button>
      )}
    </Dialog>
  );
}
