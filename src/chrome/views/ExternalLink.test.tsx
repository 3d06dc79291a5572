import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

describe('links that leave the app', () => {
  it('are reported to analytics (address without its query), then open in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const link = footer.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    const href = link.getAttribute('href') ?? '';
    await user.click(link);
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer');
    const url = new URL(href);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'outboundLink', url: `${url.origin}${url.pathname}` }),
    );
    open.mockRestore();
  });

  it('leave a modified click (new window, background tab) to the browser', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    await user.keyboard('{Control>}');
    await user.click(footer.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }));
    await user.keyboard('{/Control}');
    expect(open).not.toHaveBeenCalled();
    expect(window.dataLayer?.some((event) => event.event === 'outboundLink')).toBe(false);
    open.mockRestore();
  });
});
