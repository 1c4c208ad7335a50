/**
 * The site's short notices ([shell.toasts]): a small store any module can add to with `toast()`,
 * `toast.success()` or `toast.error()`, drawn by the one `<Toaster>` of the page shell. It keeps
 * every notice asked for: the newest three show, an older one waits its turn instead of being
 * dropped, and its time only runs while it shows.
 */

/** Top-centre below the 64 px sticky header, so a toast never covers the main navigation. */
export const TOASTER_OPTIONS = {
  visibleToasts: 3,
  gap: 14,
  duration: 4000,
  offset: 76,
  mobileOffset: 72,
  /** How long a toast takes to fade out once its time is up or it is closed. */
  exitMs: 200,
} as const;

export type ToastType = "default" | "success" | "error";

export interface ToastOptions {
  description?: string;
  /** Milliseconds the toast shows; TOASTER_OPTIONS.duration unless a rule says otherwise. */
  duration?: number;
}

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  description?: string;
  duration: number;
  /** Set once the toast is on its way out, for its exit animation. */
  leaving: boolean;
}

const NONE: readonly Toast[] = [];
// Newest first, like the stack on screen. It starts as the very list a server render shows: a
// first snapshot that differed from the server's, even as another empty list, would make React
// render the stack again, synchronously, as soon as the page had hydrated.
let toasts: readonly Toast[] = NONE;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(type: ToastType, title: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const duration = options.duration ?? TOASTER_OPTIONS.duration;
  publish([{ id, type, title, description: options.description, duration, leaving: false }, ...toasts]);
  return id;
}

/** Shows a neutral notice; `.success` and `.error` show one with their icon. Answers its id. */
export const toast = Object.assign((title: string, options?: ToastOptions) => show("default", title, options), {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
});

/** Starts a toast's exit; it leaves the store once its fade has run. */
export function dismissToast(id: number): void {
  if (!toasts.some((item) => item.id === id && !item.leaving)) return;
  publish(toasts.map((item) => (item.id === id ? { ...item, leaving: true } : item)));
  setTimeout(() => publish(toasts.filter((item) => item.id !== id)), TOASTER_OPTIONS.exitMs);
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;

/** What a server render shows: no toast, since every toast answers something done in the browser. */
export const serverToasts = (): readonly Toast[] => NONE;

/** The toasts that show now: the newest `visibleToasts` of those not yet gone. */
export function visibleToasts(all: readonly Toast[]): readonly Toast[] {
  return all.slice(0, TOASTER_OPTIONS.visibleToasts);
}
