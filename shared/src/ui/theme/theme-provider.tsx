// The page's base styles and the theme's colours come with the theme, which every page applies
// (applyStoredTheme, ThemeProvider): a bundle taking a few components from the side-effect-free
// entry still gets them, and /login does not carry the kit's other components for their sake.
import '../styles/base.css';
import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export const THEME_STORAGE_KEY = 'theme';

export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];

// Read before the first paint of every page: a hand check, not zod (see session/guards.ts).
const isThemePreference = (value: unknown): value is ThemePreference =>
  themePreferences.some((preference) => preference === value);
export type ResolvedTheme = 'light' | 'dark';

type ThemeContextValue = {
  theme: ThemePreference;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: ThemePreference) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredPreference(): ThemePreference {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : 'system';
}

// jsdom and old browsers have no matchMedia; they get the light theme.
function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

const resolve = (preference: ThemePreference, systemDark: boolean): ResolvedTheme =>
  preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

/**
 * Puts the stored (or the system's) theme on `<html data-theme>` before anything renders: what
 * shows while the app starts (the loading screen) then has the theme the app will have.
 */
export function applyStoredTheme(): void {
  document.documentElement.dataset.theme = resolve(readStoredPreference(), systemPrefersDark());
}

function useSystemTheme(): ResolvedTheme {
  const [dark, setDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark ? 'dark' : 'light';
}

/** Applies light, dark or the system theme to `<html data-theme>` and remembers the choice. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemePreference>(readStoredPreference);
  const systemTheme = useSystemTheme();
  const resolvedTheme = resolve(theme, systemTheme === 'dark');

  // Before paint: a change of theme never shows a frame of the old one.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = resolvedTheme;
  }, [resolvedTheme]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      resolvedTheme,
      setTheme: (next) => {
        localStorage.setItem(THEME_STORAGE_KEY, next);
        setThemeState(next);
      },
    }),
    [theme, resolvedTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
