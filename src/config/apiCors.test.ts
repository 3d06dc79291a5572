import {
  API_METHODS,
  API_PREFLIGHT_MAX_AGE_S,
  API_REQUEST_HEADERS,
  apiCorsHeaders,
  apiPreconnectLink,
} from './apiCors';

const PAGE = 'https://funding.xpressbet.example';

describe("the API's CORS answer", () => {
  it('answers a preflight from the page with the methods, the headers and a long Max-Age', () => {
    expect(apiCorsHeaders(PAGE, PAGE, true)).toEqual({
      'Access-Control-Allow-Origin': PAGE,
      Vary: 'Origin',
      'Access-Control-Allow-Methods': 'GET, POST, PUT',
      'Access-Control-Allow-Headers': 'x-auth-token, cache-control, content-type, accept',
      'Access-Control-Max-Age': '7200',
    });
  });

  it('takes another Max-Age, or none (the browser keeps the answer 5 s)', () => {
    expect(apiCorsHeaders(PAGE, PAGE, true, 0)['Access-Control-Max-Age']).toBe('0');
    expect(apiCorsHeaders(PAGE, PAGE, true, null)).not.toHaveProperty('Access-Control-Max-Age');
  });

  it('lets the page read an answer, with no preflight headers', () => {
    expect(apiCorsHeaders(PAGE, PAGE, false)).toEqual({
      'Access-Control-Allow-Origin': PAGE,
      Vary: 'Origin',
    });
  });

  it('allows no other origin, and never credentials', () => {
    for (const origin of ['https://evil.example', undefined]) {
      expect(apiCorsHeaders(origin, PAGE, true)).toEqual({ Vary: 'Origin' });
    }
    expect(JSON.stringify(apiCorsHeaders(PAGE, PAGE, true))).not.toContain('Credentials');
  });

  it('asks for the largest Max-Age a browser honours (Chromium 7200 s; WebKit keeps 600)', () => {
    expect(API_PREFLIGHT_MAX_AGE_S).toBe(7200);
    expect(API_METHODS).toEqual(['GET', 'POST', 'PUT']);
    expect(API_REQUEST_HEADERS).toContain('x-auth-token');
  });
});

describe('the preconnect hint', () => {
  it('names the API origin for calls without credentials', () => {
    expect(apiPreconnectLink('https://api.xpressfunding.example')).toBe(
      '<https://api.xpressfunding.example>; rel=preconnect; crossorigin',
    );
  });

  it('is absent when the API is the page’s own origin', () => {
    expect(apiPreconnectLink('')).toBeUndefined();
  });
});
