import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { asPhone } from '@/test/device';

const HELP = 'https://help.dev.xpressbet.example';

/** The side bar as the flows show it: the withdraw screen's, with the real store and sandbox. */
async function renderHelpPanel(options: { pageQuery?: string; signedIn?: boolean } = {}) {
  const { user } = await renderApp('/withdraw', options);
  const panel = await screen.findByRole('complementary', { name: 'Help and Support' });
  return { user, panel: within(panel) };
}

describe('the help and support panel', () => {
  it('gives the phone and e-mail from config and the SSL note', async () => {
    const { panel } = await renderHelpPanel();
    const call = panel.getByRole('link', { name: 'Call 1-800-555-0134' });
    expect(call).toHaveAttribute('href', 'tel:18005550134');
    expect(call).toHaveTextContent('1-800-555-0134');
    const mail = panel.getByRole('link', { name: 'E-mail support@xpressfunding.example' });
    expect(mail).toHaveAttribute('href', 'mailto:support@xpressfunding.example');
    expect(panel.getByText(/Your payment details are secured/)).toBeInTheDocument();
    expect(panel.getByText('SSL Secured.')).toBeInTheDocument();
  });

  it("opens 'Need Help?' with its four help-centre entries in new tabs", async () => {
    const { panel, user } = await renderHelpPanel();
    const needHelp = panel.getByRole('button', { name: 'Need Help?' });
    expect(needHelp).toHaveAttribute('aria-expanded', 'false');
    await user.click(needHelp);
    expect(needHelp).toHaveAttribute('aria-expanded', 'true');
    const entries = within(
      document.getElementById(needHelp.getAttribute('aria-controls') ?? '') as HTMLElement,
    ).getAllByRole('link');
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Help Depositing Funds (opens in a new tab)', `${HELP}/depositing-funds`],
      ['Contact Us (opens in a new tab)', `${HELP}/contact-us`],
      ['Handicapping 101 (opens in a new tab)', `${HELP}/handicapping-101`],
      ['Wagering 101 (opens in a new tab)', `${HELP}/wagering-101`],
    ]);
    for (const link of entries) expect(link).toHaveAttribute('target', '_blank');
    await user.keyboard('{Escape}');
    expect(needHelp).toHaveAttribute('aria-expanded', 'false');
    expect(needHelp).toHaveFocus();
  });

  it("has no 'Contact Us' entry for logged-out users", async () => {
    const { panel, user } = await renderHelpPanel({ signedIn: false });
    await user.click(panel.getByRole('button', { name: 'Need Help?' }));
    expect(panel.getAllByRole('link').map((link) => link.textContent)).not.toContain(
      'Contact Us (opens in a new tab)',
    );
    expect(panel.getByRole('link', { name: /Wagering 101/ })).toBeInTheDocument();
  });

  it('shows the text of its links on the desktop', async () => {
    const { panel } = await renderHelpPanel();
    expect(panel.getByText('1-800-555-0134')).not.toHaveClass('visually-hidden');
    expect(panel.getByText('Need Help?')).not.toHaveClass('visually-hidden');
  });

  it.each([
    ['on a phone', asPhone, ''],
    ['in the quick-deposit frame', () => undefined, '?quickDepositIframe=true'],
  ])('shows icon-only links %s, named for screen readers', async (_name, arrange, pageQuery) => {
    arrange();
    const { panel } = await renderHelpPanel({ pageQuery });
    const call = panel.getByRole('link', { name: 'Call 1-800-555-0134' });
    expect(within(call).getByText('1-800-555-0134')).toHaveClass('visually-hidden');
    expect(call.querySelector('svg')).not.toBeNull();
    const mail = panel.getByRole('link', { name: 'E-mail support@xpressfunding.example' });
    expect(within(mail).getByText('support@xpressfunding.example')).toHaveClass('visually-hidden');
    expect(panel.getByRole('button', { name: 'Need Help?' })).toBeInTheDocument();
    expect(panel.getByText('Need Help?')).toHaveClass('visually-hidden');
  });

  it('opens help pages in the same view in the iOS app, whose web view has no tabs', async () => {
    const { panel, user } = await renderHelpPanel({ pageQuery: '?iosApp=WHByZXNzYmV0SU9TQXBw' });
    expect(panel.getByRole('link', { name: 'Call 1-800-555-0134' })).toHaveAttribute(
      'href',
      'tel:18005550134',
    );
    await user.click(panel.getByRole('button', { name: 'Need Help?' }));
    const entry = panel.getByRole('link', { name: 'Help Depositing Funds' });
    expect(entry).toHaveAttribute('href', `${HELP}/depositing-funds`);
    expect(entry).not.toHaveAttribute('target');
  });
});
