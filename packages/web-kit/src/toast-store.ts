/**
 * The toast store: a plain module-level store, so every microfrontend that imports the (singleton) web kit
 * talks to the same instance. Spec: a stack with one visible at a time, closable, removed 1,000,000 ms after
 * dismissal, default display 5000 ms, variant default | destructive.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  /** How long the toast stays before it dismisses itself, in ms. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
  duration: number;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

type Listener = () => void;

export function createToastStore(removeDelay = TOAST_REMOVE_DELAY) {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((l) => l());
  };

  const remove = (id?: string) => {
    const ids = id === undefined ? toasts.map((t) => t.id) : [id];
    ids.forEach((i) => {
      clearTimeout(removeTimers.get(i));
      removeTimers.delete(i);
    });
    set(id === undefined ? [] : toasts.filter((t) => t.id !== id));
  };

  const scheduleRemove = (id: string) => {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        set(toasts.filter((t) => t.id !== id));
      }, removeDelay),
    );
  };

  const dismiss = (id?: string) => {
    toasts.forEach((t) => {
      if (id === undefined || t.id === id) scheduleRemove(t.id);
    });
    set(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  };

  const toast = (input: ToastInput) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    const next: Toast = {
      ...input,
      id,
      open: true,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DEFAULT_DURATION,
    };
    // Newest first; only TOAST_LIMIT are kept, so one is visible at a time.
    const dropped = toasts.slice(TOAST_LIMIT - 1);
    dropped.forEach((t) => {
      clearTimeout(removeTimers.get(t.id));
      removeTimers.delete(t.id);
    });
    set([next, ...toasts].slice(0, TOAST_LIMIT));
    return {
      id,
      dismiss: () => dismiss(id),
      update: (patch: ToastInput) =>
        set(toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t))),
    };
  };

  return {
    toast,
    dismiss,
    remove,
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The one store of the page (the web kit is a Module Federation singleton). */
export const toastStore: ToastStore = createToastStore();

export const toast = (input: ToastInput) => toastStore.toast(input);
export const dismissToast = (id?: string) => toastStore.dismiss(id);
