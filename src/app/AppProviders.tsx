import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@/app/appStore';
import type { RootState } from '@/domain/rootReducer';

/**
 * `serverState`: what the hydrating render reads instead of the store (react-redux's own
 * provision for hydration); the render after it reads the store.
 */
export function AppProviders({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        {children}
      </Provider>
    </StrictMode>
  );
}
