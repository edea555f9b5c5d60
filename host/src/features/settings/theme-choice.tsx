import { useTheme, type ThemePreference } from '@backoffice/shared/ui';
import styles from './settings.module.css';

const choices: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function ThemeChoice() {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>Colour theme</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name="theme"
            value={choice.value}
            checked={theme === choice.value}
            onChange={() => setTheme(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
