import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { OfflineContext } from '@/components/offlineContext';
import { selectIsOffline } from '@/domain/context/contextSlice';
import { connectionRetryPressed, selectOutcomeOpen } from '../connectionEvents';
import '../connection.css';

const LINE_ID = 'offline-line';

/**
 * Offline at the track: above the screen, 'You are offline. Nothing was sent.'
 * with Try again, and every submit button of `children` disabled and described by it. While a
 * transaction's answer is on its way or unknown, it claims nothing about what was sent and offers
 * no Try again (the unknown-outcome rule).
 */
export function OfflineBanner({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const offline = useAppSelector(selectIsOffline);
  const outcomeOpen = useAppSelector(selectOutcomeOpen);
  return (
    <>
      <div className="offline-banner" role="status">
        {offline ? (
          <>
            <p id={LINE_ID} className="offline-banner__line">
              {outcomeOpen ? 'You are offline.' : 'You are offline. Nothing was sent.'}
            </p>
            {outcomeOpen ? null : (
              <button
                type="button"
                className="button"
                aria-describedby={LINE_ID}
                onClick={() => dispatch(connectionRetryPressed())}
              >
                Try again
              </button>
            )}
          </>
        ) : null}
      </div>
      <OfflineContext value={offline ? LINE_ID : null}>{children}</OfflineContext>
    </>
  );
}
