import { useNavigation } from "react-router";

/**
 * While the next page's code and data load, a bar runs across the top and the old page
 * dims, so a tap on a slow phone always shows that something is happening.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" aria-live="polite" data-testid="route-loading" className="fixed inset-x-0 top-0 z-50">
      <div className="h-1 w-full overflow-hidden bg-surface-muted">
        <div className="h-full w-1/3 animate-[loading-bar_1s_ease-in-out_infinite] bg-accent" />
      </div>
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
