import { useId } from 'react';
import { HUMAN_AVERAGE, PRIMARY_TRAIT_NAMES, PRIMARY_TRAITS, RACE_IDS, RACES, parseMlsSettings } from '../../../../shared/rules/systems/mls';
import './mls-settings-form.css';

type Averages = Record<string, Record<string, unknown>>;

/** The averages as read: anything missing shows the book's human average, as the rules would use. */
function averagesOf(settings: unknown): Averages {
  const raw = settings !== null && typeof settings === 'object' ? (settings as { racialAverages?: unknown }).racialAverages : undefined;
  const byRace = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(
    RACE_IDS.map((race) => {
      const row = byRace[race];
      return [race, row !== null && typeof row === 'object' ? { ...(row as Record<string, unknown>) } : {}];
    }),
  );
}

function cellText(value: unknown): string {
  if (value === undefined) return String(HUMAN_AVERAGE);
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/**
 * The Nutshell MLS campaign settings: the racial average of every primary
 * trait for every race (the book gives 2 for humans and leaves the other
 * races to the game master), as a table of number fields.
 */
export function MlsSettingsForm({ settings, onChange }: { settings: unknown; onChange(next: Record<string, unknown>): void }) {
  const caption = useId();
  const problemsId = useId();
  const averages = averagesOf(settings);
  const base = settings !== null && typeof settings === 'object' ? (settings as Record<string, unknown>) : {};
  const { findings } = parseMlsSettings({ ...base, racialAverages: averages });

  const setCell = (race: string, trait: string, text: string) => {
    const trimmed = text.trim();
    const value = trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
    onChange({ ...base, racialAverages: { ...averages, [race]: { ...averages[race], [trait]: value } } });
  };
  const problemAt = (race: string, trait: string) => findings.some((f) => f.path === `settings.racialAverages.${race}.${trait}`);

  return (
    <div className="mls-settings">
      <table className="averages-table" aria-describedby={findings.length ? problemsId : undefined}>
        <caption id={caption}>Racial averages of the primary traits (the book gives {HUMAN_AVERAGE} for every human trait)</caption>
        <thead>
          <tr>
            <th scope="col">Race</th>
            {PRIMARY_TRAITS.map((trait) => (
              <th key={trait} scope="col">
                {PRIMARY_TRAIT_NAMES[trait]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {RACE_IDS.map((race) => (
            <tr key={race}>
              <th scope="row">{RACES[race].name}</th>
              {PRIMARY_TRAITS.map((trait) => (
                <td key={trait}>
                  <input
                    type="number"
                    step={1}
                    aria-label={`${PRIMARY_TRAIT_NAMES[trait]} average for ${RACES[race].name}`}
                    aria-invalid={problemAt(race, trait) ? true : undefined}
                    value={cellText(averages[race]?.[trait])}
                    onChange={(e) => setCell(race, trait, e.target.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {findings.length > 0 && (
        <ul id={problemsId} className="settings-findings">
          {findings.map((f, i) => (
            <li key={`${f.path}:${i}`} className="field-problem">
              {f.severity === 'error' ? 'Error: ' : 'Warning: '}
              {f.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
