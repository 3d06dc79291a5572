import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from '@/components/ErrorSummary';
import { paths } from '@/config/paths';
import { RECOVERY } from './recovery';

/**
 * The ways forward each form's error summary offers after a failed submit, in a
 * screen with a card form: what a person can press, and where each leads.
 */
function failedForm(form: keyof typeof RECOVERY) {
  render(
    <section className="screen">
      <ErrorSummary message="The card was declined." {...RECOVERY[form]} />
      <form>
        <label>
          CVV
          <input autoComplete="cc-csc" />
        </label>
        <button type="submit">Deposit</button>
      </form>
    </section>,
  );
  const summary = screen.getByRole('group', { name: 'There is a problem' });
  const ways = within(summary)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  return { summary, ways };
}

const APP_ROUTES = Object.values(paths).map((path) => `#${path}`);

describe('the ways forward after a failed submit', () => {
  it.each(Object.keys(RECOVERY) as (keyof typeof RECOVERY)[])(
    '%s: every way forward is named and leads to a screen of the app',
    (form) => {
      const { ways } = failedForm(form);
      expect(ways.length).toBeGreaterThan(0);
      for (const [name, href] of ways) {
        expect(name?.trim()).toBeTruthy();
        expect(APP_ROUTES).toContain(href);
      }
      expect(new Set(ways.map(([name]) => name)).size).toBe(ways.length);
    },
  );

  it.each([
    [
      'card',
      [
        ['Use another card', paths.newCard],
        ['Use bank transfer', paths.achFunding],
      ],
    ],
    [
      'quickCard',
      [
        ['Use another card', paths.cardFunding],
        ['Use bank transfer', paths.achFunding],
      ],
    ],
    ['ach', [['Use a card', paths.cardFunding]]],
    ['bankLink', [['Use a card', paths.cardFunding]]],
    [
      'wallet',
      [
        ['Use a card', paths.cardFunding],
        ['Use bank transfer', paths.achFunding],
      ],
    ],
    ['withdraw', [['Choose another withdrawal method', paths.withdraw]]],
  ] as const)('%s offers the other methods', (form, expected) => {
    expect(failedForm(form).ways).toEqual(expected.map(([name, path]) => [name, `#${path}`]));
  });

  it.each(['card', 'quickCard'] as const)(
    '%s: the CVV is asked for again (every attempt clears it), and Try again goes there too',
    async (form) => {
      const user = userEvent.setup();
      const { summary } = failedForm(form);
      const cvv = screen.getByLabelText('CVV');
      await user.click(within(summary).getByRole('button', { name: 'Enter the CVV again' }));
      expect(cvv).toHaveFocus();
      cvv.blur();
      await user.click(within(summary).getByRole('button', { name: 'Try again' }));
      expect(cvv).toHaveFocus();
    },
  );

  it.each(['ach', 'bankLink', 'wallet', 'withdraw'] as const)(
    '%s asks for no field again: Try again goes to the button',
    async (form) => {
      const user = userEvent.setup();
      const { summary } = failedForm(form);
      expect(
        within(summary)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Try again']);
      await user.click(within(summary).getByRole('button', { name: 'Try again' }));
      expect(screen.getByRole('button', { name: 'Deposit' })).toHaveFocus();
    },
  );
});
