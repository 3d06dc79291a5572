import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { currentEnvironment } from '@/domain/context/environment';
import { NOT_MADE_MESSAGES, SESSION_MESSAGES } from '@/domain/session/messages';
import {
  selectSessionNotMade,
  selectSessionPopup,
  sessionPopupConfirmed,
} from '@/domain/session/sessionSlice';

/**
 * What the open session popup says and its one action: log in (a link to the main site's
 * login), unauthorized and session expired (OK leads to the main site), balance unavailable (OK
 * closes). In the first bundle, so that they still show when the popup's chunk cannot be loaded.
 */
export function useSessionPopupContent() {
  const popup = useAppSelector(selectSessionPopup);
  const notMade = useAppSelector(selectSessionNotMade);
  const dispatch = useAppDispatch();
  if (popup === null) return null;
  return {
    message: SESSION_MESSAGES[popup],
    lead: notMade ? NOT_MADE_MESSAGES[notMade] : undefined,
    action:
      popup === 'login' ? (
        <a className="button button--primary" href={currentEnvironment().mainSiteLinks.login}>
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
      ),
  };
}

/**
 * The session popup when its chunk cannot be loaded: the same text and action in the
 * popup's place, without the dialog's focus handling (which is in that chunk).
 */
export function SessionPopupFallback() {
  const content = useSessionPopupContent();
  if (!content) return null;
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="alert">
        <p className="dialog__message">
          {content.lead ? `${content.lead} ` : null}
          {content.message}
        </p>
        {content.action}
      </div>
    </div>
  );
}
