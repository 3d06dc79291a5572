import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@/store/types';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>{children}</Provider>
    </StrictMode>
  );
}
