import { expect, type Page } from '@playwright/test';

/** The header's disclosure menus; on a phone the first two sit inside the collapsed 'Menu'. */
const HEADER_MENUS = ['Handicapping', 'Rewards', 'JR Member menu'];

/**
 * Opens each header menu in turn (and, where shown, the collapsed site menu and the help
 * panel's 'Need Help?'), runs `check` while it is open, then closes it with Escape.
 */
export async function forEachOpenMenu(
  page: Page,
  check: (menu: string) => Promise<void>,
): Promise<void> {
  const header = page.getByRole('banner');
  const siteMenu = header.getByRole('button', { name: 'Menu', exact: true });
  if (await siteMenu.isVisible()) {
    await siteMenu.click();
    await expect(siteMenu).toHaveAttribute('aria-expanded', 'true');
    await check('Menu');
  }
  const needHelp = page.getByRole('complementary').getByRole('button', { name: 'Need Help?' });
  const menus = [
    ...HEADER_MENUS.map((name) => header.getByRole('button', { name, exact: true })),
    ...((await needHelp.count()) > 0 ? [needHelp] : []),
  ];
  for (const button of menus) {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await check((await button.textContent()) ?? '');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
}
