import { screen } from '@testing-library/react';
import { asPhone } from '@/test/device';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';

/** The card screen on a phone, its saved card's MM/YYYY expiry focused and emptied. */
async function emptyPhoneExpiry() {
  asPhone();
  const view = await renderApp('/deposit/cardfunding');
  await screen.findByRole('button', { name: '$50', pressed: true });
  const expiry = screen.getByLabelText('Expiry Date');
  await view.user.click(expiry);
  await view.user.clear(expiry);
  return { ...view, expiry };
}

describe("the phone's MM/YYYY expiry", () => {
  it.each(['4/2031', '04/2031', '042031'])(
    'typed as %j reads 04/2031 and is posted as 2031-04-01',
    async (typed) => {
      const requests = recordRequests();
      const { user, expiry } = await emptyPhoneExpiry();
      await user.type(expiry, typed);
      expect(expiry).toHaveValue('04/2031');
      await user.type(screen.getByLabelText('CVV'), '123');
      expect(expiry).toHaveAttribute('aria-invalid', 'false');
      await user.click(screen.getByRole('button', { name: 'Deposit' }));
      await screen.findByRole('heading', { name: 'Transaction Successful' });
      expect(requests.bodies('POST', '/deposit/card')).toEqual([
        expect.objectContaining({ expiryDate: '2031-04-01' }),
      ]);
    },
  );

  it("pasted as '04 / 2031' reads 04/2031", async () => {
    const { user, expiry } = await emptyPhoneExpiry();
    await user.paste('04 / 2031');
    expect(expiry).toHaveValue('04/2031');
    await user.tab();
    expect(expiry).toHaveAttribute('aria-invalid', 'false');
  });

  it("pasted as '4/2031' reads 04/2031 once left", async () => {
    const { user, expiry } = await emptyPhoneExpiry();
    await user.paste('4/2031');
    await user.tab();
    expect(expiry).toHaveValue('04/2031');
    expect(expiry).toHaveAttribute('aria-invalid', 'false');
  });

  it.each([
    ['4/', '04'],
    ['1/', '01'],
    ['12', '12'],
    ['12/', '12'],
    ['0/', '0'],
    ['123', '12/3'],
  ])('keys %j show %j', async (typed, shown) => {
    const { user, expiry } = await emptyPhoneExpiry();
    await user.type(expiry, typed);
    expect(expiry).toHaveValue(shown);
  });

  it('deletes back to empty one character at a time, the slash with the last year digit', async () => {
    const { user, expiry } = await emptyPhoneExpiry();
    await user.type(expiry, '042031');
    const shown: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      await user.keyboard('{Backspace}');
      shown.push((expiry as HTMLInputElement).value);
    }
    expect(shown).toEqual(['04/203', '04/20', '04/2', '04', '0', '']);
  });

  it('refuses letters and a second slash typed, and caps typing at 7 characters', async () => {
    const { user, expiry } = await emptyPhoneExpiry();
    await user.type(expiry, '0a4/b2/03199');
    expect(expiry).toHaveValue('04/2031');
  });

  it('says a pasted text that is no date is invalid, not missing', async () => {
    const { user, expiry } = await emptyPhoneExpiry();
    await user.paste('soon');
    await user.tab();
    expect(expiry).toHaveValue('soon');
    expect(expiry).toHaveAccessibleDescription('Invalid Expiry Date');
  });

  it('keeps a pasted value whole, so a wrong one is shown and refused, not cut to a valid one', async () => {
    const { user, expiry } = await emptyPhoneExpiry();
    await user.paste('04/20311');
    expect(expiry).toHaveValue('04/20311');
    await user.tab();
    expect(expiry).toHaveAccessibleDescription('Invalid Expiry Date');
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

/** A year two years from now, written with four digits and with its last two. */
const soon = String(new Date().getFullYear() + 2);
const soonShort = soon.slice(2);

describe('a two-digit expiry year (decisions: two-digit expiry years)', () => {
  it(`typed '12${soonShort}' on a phone reads 12/${soon} once left, is valid and is posted`, async () => {
    const requests = recordRequests();
    const { user, expiry } = await emptyPhoneExpiry();
    await user.type(expiry, `12${soonShort}`);
    expect(expiry).toHaveValue(`12/${soonShort}`);
    await user.type(screen.getByLabelText('CVV'), '123');
    expect(expiry).toHaveValue(`12/${soon}`);
    expect(expiry).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Invalid Expiry Date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { name: 'Transaction Successful' });
    expect(requests.bodies('POST', '/deposit/card')).toEqual([
      expect.objectContaining({ expiryDate: `${soon}-12-01` }),
    ]);
  });

  it(`typed '${soonShort}' in the desktop's YYYY field reads ${soon} once the expiry is left`, async () => {
    const { user } = await renderApp('/deposit/cardfunding');
    await screen.findByRole('button', { name: '$50', pressed: true });
    const year = screen.getByLabelText('Expiry year');
    await user.click(year);
    await user.clear(year);
    await user.type(year, soonShort);
    await user.click(screen.getByLabelText('CVV'));
    expect(year).toHaveValue(soon);
    expect(year).toHaveAttribute('aria-invalid', 'false');
  });

  it(`typed '${soonShort}' in the desktop's YYYY field reads ${soon} as soon as that field is left, for MM too`, async () => {
    const { user } = await renderApp('/deposit/cardfunding');
    await screen.findByRole('button', { name: '$50', pressed: true });
    const month = screen.getByLabelText('Expiry month');
    const year = screen.getByLabelText('Expiry year');
    await user.click(year);
    await user.clear(year);
    await user.type(year, soonShort);
    await user.click(month);
    expect(month).toHaveFocus();
    expect(year).toHaveValue(soon);
    expect(screen.queryByText('Invalid Expiry Date')).not.toBeInTheDocument();
    await user.tab();
    expect(year).toHaveFocus();
    expect(year).toHaveValue(soon);
  });

  it('says when an expired card expired, beneath Invalid Expiry Date, on a phone', async () => {
    const { user, expiry } = await emptyPhoneExpiry();
    await user.type(expiry, '0320');
    await user.tab();
    expect(expiry).toHaveValue('03/2020');
    expect(expiry).toHaveAccessibleDescription('Invalid Expiry Date This card expired in 03/2020.');
    expect(screen.getByText('This card expired in 03/2020.')).toBeVisible();
  });

  it('says when an expired card expired on a desktop, and not for a month that is no month', async () => {
    const { user } = await renderApp('/deposit/cardfunding');
    await screen.findByRole('button', { name: '$50', pressed: true });
    const month = screen.getByLabelText('Expiry month');
    const year = screen.getByLabelText('Expiry year');
    await user.click(month);
    await user.clear(month);
    await user.clear(year);
    await user.type(month, '7');
    await user.type(year, '2024');
    await user.click(screen.getByLabelText('CVV'));
    expect(month).toHaveValue('07');
    expect(month).toHaveAccessibleDescription('Invalid Expiry Date This card expired in 07/2024.');
    await user.clear(month);
    await user.type(month, '13');
    await user.click(screen.getByLabelText('CVV'));
    expect(month).toHaveAccessibleDescription('Invalid Expiry Date');
  });
});
