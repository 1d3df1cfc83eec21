import { THEME_CHOICES, THEME_INPUT_NAME, type ThemeChoice } from '../../lib/theme.ts';
import { themeMessages as m } from '@servicestandard/messages/theme';

const LABELS: Record<ThemeChoice, string> = { system: m.system, hell: m.light, dunkel: m.dark };

/**
 * System, Hell, Dunkel as one radio group: labelled, operable with the arrow keys, and shown only
 * where scripts run (styles/_theme.scss). The inline script of lib/theme.ts marks the stored
 * choice and applies every change; this markup carries no behaviour of its own.
 */
export function ThemeSwitch() {
  return (
    <fieldset className="theme-switch">
      <legend>{m.legend}</legend>
      <div className="theme-switch__options">
        {THEME_CHOICES.map((choice) => (
          <label className="theme-switch__option" key={choice}>
            <input type="radio" name={THEME_INPUT_NAME} value={choice} defaultChecked={choice === 'system'} />
            {LABELS[choice]}
            {choice === 'system' && <span className="visually-hidden">{m.systemHint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
