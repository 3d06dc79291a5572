import { environmentForHost } from './environments';

describe('environmentForHost', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('uses the page origin on %s', (host) => {
    expect(environmentForHost(host)).toMatchObject({ name: 'local', apiOrigin: '' });
  });
  it('chooses dev, staging and production by host name', () => {
    expect(environmentForHost('funding.dev.xpressbet.example').name).toBe('dev');
    expect(environmentForHost('funding.staging.xpressbet.example').name).toBe('staging');
    expect(environmentForHost('funding.xpressbet.example')).toMatchObject({
      name: 'production',
      apiOrigin: 'https://api.xpressfunding.example',
    });
  });
});
