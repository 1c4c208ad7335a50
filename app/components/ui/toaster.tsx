import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from "react";
import {
  currentToasts,
  dismissToast,
  serverToasts,
  subscribeToToasts,
  TOASTER_OPTIONS,
  visibleToasts,
  type Toast,
} from "#app/lib/toast.ts";

/**
 * The page's toast stack: a polite live region, top-centre under the header. Time stands still
 * while the pointer or keyboard focus is on the stack and while the tab is hidden, so a notice is
 * never gone before it could be read.
 */
export function Toaster() {
  const all = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts);
  const shown = visibleToasts(all);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = useDocumentHidden();
  const paused = hovered || focused || hidden;
  // A stack that empties under the pointer or with focus in it gets no leave event: start afresh.
  useEffect(() => {
    if (shown.length > 0) return;
    setHovered(false);
    setFocused(false);
  }, [shown.length]);
  const style = {
    "--toast-gap": `${TOASTER_OPTIONS.gap}px`,
    "--toast-offset": `${TOASTER_OPTIONS.offset}px`,
    "--toast-mobile-offset": `${TOASTER_OPTIONS.mobileOffset}px`,
    "--toast-exit": `${TOASTER_OPTIONS.exitMs}ms`,
  } as CSSProperties;
  return (
    <section aria-label="Notifications" aria-live="polite" aria-relevant="additions text" className="toaster" style={style} data-toaster>
      <ol
        className="toast-list"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {shown.map((item) => (
          <ToastItem
            key={item.id}
            toast={item}
            paused={paused}
            // The close button goes with its toast, taking focus with it and firing no blur.
            onClose={() => {
              setFocused(false);
              dismissToast(item.id);
            }}
          />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, paused, onClose }: { toast: Toast; paused: boolean; onClose: () => void }) {
  // What is left of the toast's time, kept across pauses.
  const remaining = useRef(toast.duration);
  useEffect(() => {
    if (paused || toast.leaving) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, toast.leaving]);
  return (
    <li className="toast" data-toast data-type={toast.type} data-state={toast.leaving ? "closed" : "open"}>
      {toast.type !== "default" && <ToastIcon type={toast.type} />}
      <div className="min-w-0 flex-1">
        <p className="font-medium">{toast.title}</p>
        {toast.description && <p className="mt-0.5 text-muted">{toast.description}</p>}
      </div>
      <button type="button" className="toast-close" aria-label="Close toast" onClick={onClose}>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </li>
  );
}

function ToastIcon({ type }: { type: "success" | "error" }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`mt-0.5 size-5 shrink-0 ${type === "success" ? "text-accent" : "text-danger"}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d={type === "success" ? "m8 12 3 3 5-6" : "M12 7v6M12 16.5v.5"} />
    </svg>
  );
}

function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener("visibilitychange", listener);
      return () => document.removeEventListener("visibilitychange", listener);
    },
    () => document.hidden,
    () => false,
  );
}
