import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { sandboxServer } from '@/sandbox/node';
import { renderApp } from '@/test/renderApp';

/**
 * A save that answers 2xx with an empty result stored nothing (spec section 8, 'Save calls
 * failing'): the person reads the server's message texts, joined, or 'Something went wrong'.
 */
const answerSave = (body: JsonBodyType) =>
  sandboxServer.use(http.put('*/api/funding/user/mark-as-default', () => HttpResponse.json(body)));

async function markMastercardDefault() {
  const { user } = await renderApp('/deposit/cardfunding');
  const visa = await screen.findByRole('button', { name: 'Default', description: /VISA/ });
  const mastercard = screen.getByRole('button', {
    name: 'Mark as Default',
    description: /MASTERCARD/,
  });
  await user.click(mastercard);
  const row = mastercard.closest('li') as HTMLElement;
  return { visa, mastercard, alert: await within(row).findByRole('alert') };
}

describe('an empty save result', () => {
  it("shows the answer's message texts, joined, and keeps the default", async () => {
    answerSave({
      fundingMethod: null,
      fundingMethodId: null,
      messages: [{ text: 'This card has expired.' }, { text: 'Choose another card.' }],
    });
    const { visa, mastercard, alert } = await markMastercardDefault();
    expect(alert).toHaveTextContent(/^This card has expired\. Choose another card\.$/);
    expect(mastercard).toHaveAccessibleName('Mark as Default');
    expect(visa).toHaveAccessibleName('Default');
  });

  it.each([
    ['no fields at all', {}],
    ['no messages', { fundingMethod: null, fundingMethodId: null, messages: [] }],
    ['blank messages', { messages: [{ text: ' ' }, {}] }],
  ])("says 'Something went wrong' with %s", async (_label, body) => {
    answerSave(body);
    const { visa, alert } = await markMastercardDefault();
    expect(alert).toHaveTextContent(/^Something went wrong$/);
    expect(visa).toHaveAccessibleName('Default');
  });
});
