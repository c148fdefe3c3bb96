import { useId } from 'react';
import {
  HUMAN_AVERAGE,
  OLD_AGE_INCREMENTS,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  RACE_IDS,
  RACES,
  parseMlsSettings,
  startingCp,
  type StartingCpReading,
} from '../../../../shared/rules/systems/mls';
import { CampaignTraitList } from './campaign-traits';
import './mls-settings-form.css';

/** A list as read from the campaign file: anything that is not a list counts as none. */
function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

const LISTS = ['occupations', 'skills'] as const;
const inList = (path: string, key: string) => path === `settings.${key}` || path.startsWith(`settings.${key}.`);

type Averages = Record<string, Record<string, unknown>>;

/** The averages as read: anything missing shows the book's human average, as the rules would use. */
function averagesOf(settings: unknown): Averages {
  const raw =
    settings !== null && typeof settings === 'object'
      ? (settings as { racialAverages?: unknown }).racialAverages
      : undefined;
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
 * races to the game master), as a table of number fields; the campaign's own
 * occupations and skills (house rules), which the builder offers; and whether
 * the app rolls a new character's hit points.
 */
export function MlsSettingsForm({
  settings,
  onChange,
}: {
  settings: unknown;
  onChange(next: Record<string, unknown>): void;
}) {
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
  const problemAt = (race: string, trait: string) =>
    findings.some((f) => f.path === `settings.racialAverages.${race}.${trait}`);
  const set = (key: string, value: unknown) => onChange({ ...base, [key]: value });
  const others = findings.filter((f) => !LISTS.some((key) => inList(f.path, key)));
  const rollsId = useId();
  const rollsNote = useId();
  const readingId = useId();
  const readingNote = useId();
  // Anything but the other reading (missing or malformed) is read as the default, as the rules do.
  const reading: StartingCpReading =
    base.startingCpPast22Increments === 'character-generation' ? 'character-generation' : 'racial-differences';
  // A human of 45: base age 18 + 27 increments.
  const at45 = OLD_AGE_INCREMENTS + 5;

  return (
    <div className="mls-settings">
      <table className="mls-averages-table" aria-describedby={others.length ? problemsId : undefined}>
        <caption id={caption}>
          Racial averages of the primary traits (the book gives {HUMAN_AVERAGE} for every human trait)
        </caption>
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
      {others.length > 0 && (
        <ul id={problemsId} className="mls-settings-findings">
          {others.map((f, i) => (
            <li key={`${f.path}:${i}`} className="field-problem">
              {f.severity === 'error' ? 'Error: ' : 'Warning: '}
              {f.message}
            </li>
          ))}
        </ul>
      )}
      <CampaignTraitList
        title="The campaign’s occupations"
        noun="occupation"
        empty="None: the rulebook names no occupations, so players type their own. Occupations listed here are offered in the builder’s Occupation step."
        entries={listOf(base.occupations)}
        findings={findings.filter((f) => inList(f.path, 'occupations'))}
        onChange={(next) => set('occupations', next)}
      />
      <CampaignTraitList
        title="The campaign’s skills"
        noun="skill"
        empty="None: the builder offers the secondary traits the rulebook names, and players type any others. Skills listed here are offered beside them."
        entries={listOf(base.skills)}
        findings={findings.filter((f) => inList(f.path, 'skills'))}
        onChange={(next) => set('skills', next)}
      />
      <div className="mls-settings-check">
        <input
          id={rollsId}
          type="checkbox"
          checked={base.rollHitPointsForNewCharacters === true}
          aria-describedby={rollsNote}
          onChange={(e) => set('rollHitPointsForNewCharacters', e.target.checked)}
        />
        <label htmlFor={rollsId}>The app rolls hit points for new characters</label>
        <p id={rollsNote} className="hint">
          Off (the default): each player rolls in the builder, or enters the roll made at the table, once Size and Body
          are settled. On: the app rolls a new character’s hit points when it is added. Either way a later reroll keeps
          the earlier roll on record.
        </p>
      </div>
      <div className="field-row mls-settings-reading">
        <label htmlFor={readingId}>Starting CPs for each increment past base age + {OLD_AGE_INCREMENTS}</label>
        <select
          id={readingId}
          value={reading}
          aria-describedby={readingNote}
          onChange={(e) => set('startingCpPast22Increments', e.target.value as StartingCpReading)}
        >
          <option value="racial-differences">
            1 CP, as “Racial Differences” and “Character Points” give (the default)
          </option>
          <option value="character-generation">
            2 CPs, as “Character Generation” reads: “+2 CPs per year after that”
          </option>
        </select>
        <p id={readingNote} className="hint">
          The two sections of the rulebook disagree past 40 for a human: a new human of 45 starts with{' '}
          {startingCp(at45, 'racial-differences')} CPs by the first reading and{' '}
          {startingCp(at45, 'character-generation')} by the second. CPs earned by age in play are 1 an increment past 40
          either way.
        </p>
      </div>
    </div>
  );
}
