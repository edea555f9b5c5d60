import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyStoredTheme, THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme-provider';

function ThemeSwitch() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <>
      <p>
        {theme}/{resolvedTheme}
      </p>
      <button type="button" onClick={() => setTheme('dark')}>
        Dark
      </button>
    </>
  );
}

describe('ThemeProvider', () => {
  it('starts from the stored preference and persists a new one on <html data-theme>', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('light/light')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('ignores an unknown stored value and follows the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(screen.getByText('system/light')).toBeInTheDocument();
  });
});

describe('applyStoredTheme', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    vi.unstubAllGlobals();
  });

  it('puts the stored theme on <html> before anything renders', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("follows the system's theme when none is stored", () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') }));
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
