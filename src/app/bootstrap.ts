import { applyEntryFlags } from '@/platform/entry';
import { isMobileDevice, subscribeToDevice } from '@/platform/device';
import {
  currentHashLocation,
  subscribeToLinkIntent,
  subscribeToLocation,
} from '@/platform/navigation';
import { isOnline, subscribeToConnectivity } from '@/platform/connectivity';
import { readHadQuickDeposit } from '@/platform/deviceMemory';
import { connectivityChanged, contextDetected, deviceChanged } from '@/domain/context/contextSlice';
import { linkIntended, locationChanged } from '@/domain/location/locationSlice';
import { appStarted, pageRestored } from '@/store/events';
import type { AppStore } from '@/app/appStore';

/**
 * Applies the entry flags, mirrors the context, the device, the hash, the links the person is
 * about to follow and the page's restores by the back/forward cache into the store, then announces the start. Returns a stop function.
 */
export function startApp(store: AppStore): () => void {
  store.dispatch(
    contextDetected({
      ...applyEntryFlags(),
      mobile: isMobileDevice(),
      offline: !isOnline(),
      hadQuickDeposit: readHadQuickDeposit(),
    }),
  );
  store.dispatch(
    locationChanged({ ...currentHashLocation(), previousPathname: '', arrival: 'load' }),
  );
  const stopLocation = subscribeToLocation(
    (location) => {
      const previousPathname = store.getState().location.pathname;
      store.dispatch(locationChanged({ ...location, previousPathname }));
    },
    () => store.dispatch(pageRestored()),
  );
  const stopLinkIntent = subscribeToLinkIntent((pathname) =>
    store.dispatch(linkIntended({ pathname })),
  );
  const stopDevice = subscribeToDevice((mobile) => store.dispatch(deviceChanged({ mobile })));
  const stopConnectivity = subscribeToConnectivity((online) =>
    store.dispatch(connectivityChanged({ online })),
  );
  store.dispatch(appStarted());
  return () => {
    stopLocation();
    stopLinkIntent();
    stopDevice();
    stopConnectivity();
  };
}
