/** The visitor's colour theme, kept in localStorage under `theme` ([shell.theme]). Dark is the default. */
const THEME_STORAGE_KEY = "theme";
export type Theme = "dark" | "light";

/**
 * Runs in <head> before the first paint, so a visitor who chose light never sees a dark
 * flash. The server always renders dark.
 */
export const THEME_BOOT_SCRIPT = `try{if(localStorage.getItem("${THEME_STORAGE_KEY}")==="light"){var d=document.documentElement;d.classList.remove("dark");d.style.colorScheme="light"}}catch(e){}`;

export function readTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === "light" ? "light" : "dark";
  } catch {
    return "dark";
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or a full quota: the theme still applies for this page.
  }
}
