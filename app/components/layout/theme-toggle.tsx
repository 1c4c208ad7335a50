import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { applyTheme, readTheme, type Theme } from "#app/lib/theme.ts";

export function ThemeToggle() {
  // The server renders dark; the real choice is read once the page runs in the browser.
  const [theme, setTheme] = useState<Theme>("dark");
  useEffect(() => setTheme(readTheme()), []);

  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
      className="rounded-md p-2 text-foreground hover:bg-surface-muted"
      aria-label={`Switch to ${next} theme`}
      data-testid="theme-toggle"
    >
      {theme === "dark" ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
