/**
 * The bench's reference page (index.html beside it): one GET of the saved cards, one POST of the
 * deposit with the first (the default) card, each as the app's client sends it
 * (src/api/client.ts): the same headers, so on another origin the same preflights, the sign-on
 * cookie's x-auth-token, never kept by the browser.
 */
const API = `${document.querySelector('meta[name="api-origin"]')?.getAttribute('content') ?? ''}/api/funding`;
/** The quick deposit's default card amount (the sandbox's defaultCreditCardAmount), in dollars. */
const AMOUNT = 50;

const element = (id) => document.getElementById(id);
const say = (text) => {
  element('status').textContent = text;
};

/** The xAuthToken of the main site's sign-on cookie, xpbUser (URL-encoded JSON). */
function authToken() {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('xpbUser='));
  try {
    return cookie
      ? JSON.parse(decodeURIComponent(cookie.slice('xpbUser='.length))).xAuthToken
      : null;
  } catch {
    return null;
  }
}

async function call(method, path, body) {
  const headers = { 'Cache-Control': 'no-cache', Accept: 'application/json' };
  const token = authToken();
  if (token) headers['x-auth-token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    cache: 'no-store',
    credentials: 'omit',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return response.json();
}

async function start() {
  const [card] = await call('GET', '/getcardfundingmethod');
  if (!card) throw new Error('No saved card');
  element('card').textContent =
    `${card.subType.toUpperCase()} ending ${card.accountNumber.slice(-4)}`;
  say('');
  element('quick').hidden = false;
  element('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = event.currentTarget.querySelector('button');
    button.disabled = true;
    say('Processing your deposit');
    try {
      const result = await call('POST', '/deposit/card', {
        ...card,
        cvcCode: element('cvv').value,
        amount: AMOUNT,
        expiryDate: card.expiryDate,
      });
      if (result.errorCode !== 0) throw new Error(result.errorMessage || 'Refused');
      element('quick').hidden = true;
      element('title').textContent = 'Transaction Successful';
      say(`$${AMOUNT.toFixed(2)} deposited with the card ending ${card.accountNumber.slice(-4)}.`);
    } catch (error) {
      button.disabled = false;
      say(`The deposit failed: ${error.message}`);
    }
  });
}

start().catch((error) => say(`Could not load your saved card: ${error.message}`));
