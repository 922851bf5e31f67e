import { useSyncExternalStore } from 'react';
import { toastStore, type Toast } from './toast-store.js';

/** The current toasts (newest first) and the store's actions. */
export function useToast() {
  const toasts: readonly Toast[] = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return { toasts, toast: toastStore.toast, dismiss: toastStore.dismiss };
}
