import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { Theme, ThemeChoice } from '../state/theme';

/**
 * The app's theme, chosen in the top bar: the system's setting (saying which one it is now), always light, or
 * always dark. A labelled drop-down, so the keyboard reaches it with Tab and changes it with the arrow keys.
 */
export const ThemeSwitch = observer(function ThemeSwitch({ theme }: { theme: Theme }) {
  const id = useId();
  const labels: Record<ThemeChoice, string> = {
    system: `System (${theme.systemDark ? 'dark' : 'light'})`,
    light: 'Light',
    dark: 'Dark',
  };
  return (
    <div className="theme-switch">
      <label htmlFor={id}>Theme</label>
      <select id={id} value={theme.choice} onChange={(e) => theme.choose(e.target.value as ThemeChoice)}>
        {(['system', 'light', 'dark'] as const).map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
});
