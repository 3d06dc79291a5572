import type { ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { hashNavigator } from '@/platform/navigation';
import { selectLocation } from '@/domain/location/locationSlice';
import { useAppSelector } from '@/domain/storeHooks';

/** A router driven by the store's location, so screens are functions of the store. */
export function AppRouter({ children }: { children: ReactNode }) {
  const { pathname, search } = useAppSelector(selectLocation);
  return (
    <Router
      location={{ pathname, search, hash: '', state: null, key: 'default' }}
      navigator={hashNavigator}
    >
      {children}
    </Router>
  );
}
