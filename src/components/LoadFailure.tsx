import { useId, type ReactNode } from 'react';
import { telHref } from '@/lib/tel';
import { reloadPage } from '@/platform/navigation';
import { ScreenTitle } from './ScreenTitle';

/**
 * A script of the app that fails (a lazy chunk answered 404 or changed on its way)
 * says what happened and offers Reload, a full reload of the page at its address, which asks
 * for the chunk again.
 */

/** Webpack's name for a chunk that could not be loaded (no answer, an error, its integrity). */
export const isLoadFailure = (error: unknown) => (error as Error | null)?.name === 'ChunkLoadError';

export function ReloadButton() {
  return (
    <button type="button" className="button" onClick={reloadPage}>
      Reload
    </button>
  );
}

export const TRY_AGAIN = 'Try again';

/**
 * A load that failed: its message, a 'Try again' beside it (described by the
 * message, so two on one screen are told apart) that asks again for what failed, and the support
 * phone for when it keeps failing.
 */
export function FailedLoad({
  message,
  onRetry,
  phone,
}: {
  message: string;
  onRetry: () => void;
  phone: string;
}) {
  const messageId = useId();
  return (
    <div className="load-error">
      <p id={messageId} className="load-error__message" role="alert">
        {message}
      </p>
      <button type="button" className="button" aria-describedby={messageId} onClick={onRetry}>
        {TRY_AGAIN}
      </button>
      <a className="load-error__support" href={telHref(phone)}>
        Call {phone}
      </a>
    </div>
  );
}

/** In place of a small part (the breadcrumb) whose chunk could not be loaded. */
export function PartFailure() {
  return (
    <p className="part-failure" role="alert">
      Part of this page could not be loaded. <ReloadButton />
    </p>
  );
}

/**
 * In place of a screen that threw or whose chunk could not be loaded, with what must still be
 * said (`children`: a confirmation's outcome).
 */
export function ScreenFailure({
  error,
  homeHref,
  children,
}: {
  error: Error;
  homeHref: string;
  children?: ReactNode;
}) {
  return (
    <section className="screen" role="alert">
      <ScreenTitle>
        {isLoadFailure(error)
          ? 'This page could not be loaded.'
          : 'Something went wrong on this page.'}
      </ScreenTitle>
      {children}
      <div className="screen-failure__actions">
        <ReloadButton />
        <a className="button button--primary" href={homeHref}>
          Go back to Home
        </a>
      </div>
    </section>
  );
}
