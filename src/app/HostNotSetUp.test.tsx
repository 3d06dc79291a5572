import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { get, send } from '@/api/client';
import { recordRequests } from '@/test/recordRequests';
import type * as Environments from '@/config/environments';
import { HOST_NOT_SET_UP, HostNotSetUp } from './HostNotSetUp';

/*
 * Decisions: hosts that are not the environments' own. On such a host the page says so with the
 * support line, and no funding API is ever called from it.
 */

let hostname = 'localhost';
jest.mock('@/platform/location', () => ({
  ...jest.requireActual<object>('@/platform/location'),
  pageHostname: () => hostname,
}));
afterEach(() => {
  hostname = 'localhost';
});

it('says the address is not set up, offers the support line and marks the page started', () => {
  const root = document.createElement('div');
  render(<HostNotSetUp root={root} />);
  expect(screen.getByRole('heading', { level: 1, name: HOST_NOT_SET_UP })).toBeVisible();
  expect(screen.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute(
    'href',
    'tel:18005550134',
  );
  expect(root).toHaveAttribute('data-app-ready');
});

it.each(['xpressfunding.pages.dev', 'deploy-preview-3--xpressfunding.netlify.app'])(
  'on %s the client sends nothing, GET or POST',
  async (host) => {
    hostname = host;
    const requests = recordRequests();
    const schema = v.object({ balance: v.number() });
    await expect(get('/balance/type/current', { schema })).resolves.toMatchObject({ ok: false });
    await expect(
      send('POST', '/deposit/card', { schema, body: { amount: 40 } }),
    ).resolves.toMatchObject({ ok: false });
    expect(requests.sequence()).toEqual([]);
  },
);

describe('a build that names its environment (--env target)', () => {
  const withHostless = (name: string | undefined) => {
    const globals = globalThis as { __HOSTLESS_ENVIRONMENT__?: string };
    globals.__HOSTLESS_ENVIRONMENT__ = name;
    try {
      let environments: typeof Environments | undefined;
      jest.isolateModules(() => {
        environments = jest.requireActual<typeof Environments>('@/config/environments');
      });
      return environments!;
    } finally {
      delete globals.__HOSTLESS_ENVIRONMENT__;
    }
  };

  it('runs as that environment on a preview host, and the listed hosts keep their own', () => {
    const { environmentForHost } = withHostless('staging');
    expect(environmentForHost('xpressfunding.pages.dev')?.name).toBe('staging');
    expect(environmentForHost('funding.xpressbet.example')?.name).toBe('production');
    expect(environmentForHost('localhost')?.name).toBe('local');
  });

  it('without a name, or with one that is no environment, a preview host has none', () => {
    for (const name of [undefined, '', 'prod', 'constructor']) {
      expect(withHostless(name).environmentForHost('xpressfunding.pages.dev')).toBeNull();
    }
  });
});
