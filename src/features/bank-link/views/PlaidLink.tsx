import { useCallback, useEffect } from 'react';
import {
  usePlaidLink,
  type PlaidLinkOnExit,
  type PlaidLinkOnSuccess,
  type PlaidLinkOnSuccessMetadata,
} from 'react-plaid-link';
import { useAppDispatch, useAppSelector } from '@/domain/storeHooks';
import { linkExited, linkLoadFailed, linkReady, linkShown, linkSucceeded } from '../bankLinkSlice';
import { selectBankLink } from '../selectors';

/** Link's top-level account_id when it sends one, else the first linked account's id. */
function linkedAccountId(metadata: PlaidLinkOnSuccessMetadata): string {
  const { account_id: accountId } = metadata as { account_id?: unknown };
  return typeof accountId === 'string' && accountId !== ''
    ? accountId
    : (metadata.accounts[0]?.id ?? '');
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The bank's name and the linked account's last digits, as Link's metadata gives them. */
function linkedAccountName(metadata: PlaidLinkOnSuccessMetadata, accountId: string) {
  const account =
    metadata.accounts.find(({ id }) => id === accountId) ?? metadata.accounts[0] ?? null;
  return {
    bankName: textOrNull(metadata.institution?.name),
    accountMask: textOrNull(account?.mask),
  };
}

/**
 * Link on the page: react-plaid-link loads Plaid's script from its CDN and keeps one Link
 * instance per token, created and destroyed in its effects, never during render. The screen
 * mounts this only where the page links banks (not in the native apps, not in the frame), and
 * unmounts it while Link is unavailable: unmounting while the script is still loading or failed
 * drops react-plaid-link's record of it and the script element, so 'Try again' mounts a Link
 * that fetches the script again. (A remount within one render would read the old failure,
 * since the new hook reads that record before the old one's cleanup runs.) Renders nothing:
 * Link draws its own dialog.
 */
export function PlaidLink() {
  const dispatch = useAppDispatch();
  const { linkToken, receivedRedirectUri, openRequested } = useAppSelector(selectBankLink);

  // Link keeps the callbacks it was created with: they only dispatch, so they never go stale.
  const onSuccess = useCallback<PlaidLinkOnSuccess>(
    (publicToken, metadata) => {
      // Without a public token nothing was linked.
      if (publicToken === null) return;
      const accountId = linkedAccountId(metadata);
      dispatch(
        linkSucceeded({
          publicToken,
          accountId,
          linkSessionId: metadata.link_session_id,
          ...linkedAccountName(metadata, accountId),
        }),
      );
    },
    [dispatch],
  );
  // Link calls onExit with an error object or null; only its code matters here.
  const onExit = useCallback<PlaidLinkOnExit>(
    (error) => dispatch(linkExited({ errorCode: error?.error_code ?? null })),
    [dispatch],
  );
  const { open, ready, error } = usePlaidLink({
    token: linkToken,
    onSuccess,
    onExit,
    // Only on a return from a bank's OAuth page, where Link finishes what it started.
    ...(receivedRedirectUri === null ? {} : { receivedRedirectUri }),
  });

  useEffect(() => {
    if (ready && linkToken !== null) dispatch(linkReady());
  }, [ready, linkToken, dispatch]);

  useEffect(() => {
    if (error) dispatch(linkLoadFailed());
  }, [error, dispatch]);

  useEffect(() => {
    if (!openRequested || !ready) return;
    open();
    dispatch(linkShown());
  }, [openRequested, ready, open, dispatch]);

  return null;
}
