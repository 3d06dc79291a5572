/** Whether the browser says it is online; true where it cannot tell. */
export function isOnline(): boolean {
  return window.navigator.onLine !== false;
}

/** Follows the browser's online and offline events. Returns a stop function. */
export function subscribeToConnectivity(listener: (online: boolean) => void): () => void {
  const onOnline = () => listener(true);
  const onOffline = () => listener(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
