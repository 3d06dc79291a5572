import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as packageModule from 'react-plaid-link';
import type { PlaidLinkOnExit, PlaidLinkOnSuccess } from 'react-plaid-link';
import { SANDBOX_BANK_ACCOUNTS } from './bankCatalog';
import { INVALID_LINK_TOKEN, usePlaidLink } from './plaidLinkStandIn';

interface LinkerProps {
  token: string | null;
  onSuccess?: PlaidLinkOnSuccess;
  onExit?: PlaidLinkOnExit;
}

/** The smallest user of the hook, as the bank-linking screen uses it. */
function Linker({ token, onSuccess = jest.fn(), onExit }: LinkerProps) {
  const { open, ready } = usePlaidLink({ token, onSuccess, onExit });
  return (
    <button type="button" disabled={!ready} onClick={() => open()}>
      Link a bank
    </button>
  );
}

async function openLink(props: LinkerProps) {
  const user = userEvent.setup();
  const view = render(<Linker {...props} />);
  const button = screen.getByRole('button', { name: 'Link a bank' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return { user, button, ...view };
}

it('is what jest and sandbox builds get for react-plaid-link', () => {
  expect(packageModule.usePlaidLink).toBe(usePlaidLink);
});

it('is not ready without a token, and ready shortly after one is given', async () => {
  const { rerender } = render(<Linker token={null} />);
  const button = screen.getByRole('button', { name: 'Link a bank' });
  expect(button).toBeDisabled();
  rerender(<Linker token="link-sandbox-1" />);
  expect(button).toBeDisabled();
  await waitFor(() => expect(button).toBeEnabled());
});

it('opens an accessible modal dialog listing the sandbox banks, focus inside', async () => {
  await openLink({ token: 'link-sandbox-1' });
  const dialog = screen.getByRole('dialog', { name: 'Sandbox Bank Link' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getAllByRole('radio')).toHaveLength(SANDBOX_BANK_ACCOUNTS.length);
  expect(
    screen.getByRole('radio', { name: /First Sandbox Bank, Everyday Checking ending 1111/ }),
  ).toHaveFocus();
});

it('reports the chosen account to onSuccess and closes, focus back on the opener', async () => {
  const onSuccess = jest.fn();
  const { user, button } = await openLink({ token: 'link-sandbox-1', onSuccess });
  await user.click(screen.getByRole('radio', { name: /Sandbox Credit Union/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  const saving = SANDBOX_BANK_ACCOUNTS[1];
  expect(onSuccess).toHaveBeenCalledTimes(1);
  expect(onSuccess).toHaveBeenCalledWith(
    expect.stringMatching(/^public-sandbox-/),
    expect.objectContaining({
      account_id: saving?.id,
      accounts: [expect.objectContaining({ id: saving?.id, mask: '3210', subtype: 'savings' })],
      link_session_id: expect.any(String),
      institution: { name: 'Sandbox Credit Union', institution_id: 'ins_sandbox_2' },
    }),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it.each([
  [
    'Exit',
    (user: ReturnType<typeof userEvent.setup>) =>
      user.click(screen.getByRole('button', { name: 'Exit' })),
  ],
  ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
])('%s reports an exit without an error', async (_how, leave) => {
  const onExit = jest.fn();
  const onSuccess = jest.fn();
  const { user } = await openLink({ token: 'link-sandbox-1', onSuccess, onExit });
  await leave(user);
  expect(onExit).toHaveBeenCalledWith(
    null,
    expect.objectContaining({ link_session_id: expect.any(String) }),
  );
  expect(onSuccess).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps Tab inside the dialog', async () => {
  const { user } = await openLink({ token: 'link-sandbox-1' });
  const dialog = screen.getByRole('dialog');
  for (let step = 0; step < 6; step += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

it('reports INVALID_LINK_TOKEN on exit when the token is the invalid one', async () => {
  const onExit = jest.fn();
  const { user } = await openLink({ token: INVALID_LINK_TOKEN, onExit });
  expect(screen.getByRole('alert')).toHaveTextContent('no longer valid');
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Exit' }));
  expect(onExit).toHaveBeenCalledWith(
    expect.objectContaining({ error_code: 'INVALID_LINK_TOKEN' }),
    expect.objectContaining({ link_session_id: expect.any(String) }),
  );
});

it('removes the dialog when the component using it goes away', async () => {
  const onExit = jest.fn();
  const { unmount } = await openLink({ token: 'link-sandbox-1', onExit });
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  unmount();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onExit).not.toHaveBeenCalled();
});

it('keeps Shift+Tab inside the dialog from a later account', async () => {
  const { user } = await openLink({ token: 'link-sandbox-1' });
  await user.click(screen.getByRole('radio', { name: /Sandbox Credit Union/ }));
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Exit' })).toHaveFocus();
});
