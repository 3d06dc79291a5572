import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppProviders } from '@/app/AppProviders';
import { sandboxLedger, sandboxServer } from '@/sandbox/node';
import { startStore } from '@/test/renderApp';
import { fundingSourcesNeeded } from '../fundingSourcesSlice';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  function renderLoadError(scenario: Parameters<typeof sandboxLedger.reset>[0]) {
    sandboxLedger.reset(scenario);
    const store = startStore();
    render(
      <AppProviders store={store}>
        <LoadError sources={['cards', 'achAccounts', 'presets']} />
      </AppProviders>,
    );
    act(() => {
      store.dispatch(fundingSourcesNeeded({ keys: ['cards', 'achAccounts', 'presets'] }));
    });
    return store;
  }

  it('stays silent for a new user, whose empty lists answer 404', async () => {
    const store = renderLoadError('new-user');
    await waitFor(() => expect(store.getState().fundingSources.presets.status).toBe('loaded'));
    expect(store.getState().fundingSources.cards.data).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the failure when a source fails to load', async () => {
    sandboxServer.use(
      http.get('*/api/funding/preset-amounts', () => HttpResponse.json({}, { status: 502 })),
    );
    const store = renderLoadError('default');
    await waitFor(() => expect(store.getState().fundingSources.presets.status).toBe('failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while fetching your account details',
    );
  });
});
