import { useId, useState, type FormEvent } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import {
  ATTRIBUTE_GROUPS,
  HeimrSettings,
  HIGHEST_BASE_CONSISTENCY,
  LOWEST_BASE_CONSISTENCY,
  parseHeimrSettings,
  type CampaignAbility,
} from '../../../../shared/rules/systems/heimr';
import { signed } from '../../../components/format';
import { ITEM_NAME_LIMIT, nameTooLong } from '../../../components/name-limit';
import { FieldFindings, findingsFor } from '../../../components/settings/field-findings';
import { GameSettingsForm, type NumberSetting } from '../../../components/settings/settings-draft';
import { slugOf } from '../../../components/slug';

const DEFAULTS = HeimrSettings.parse({});

const NUMBERS: readonly NumberSetting[] = [
  { key: 'attributePoints', label: 'Attribute points', note: "A new character's attributes add up to at most this (the project's default: 2).", min: -60 },
  { key: 'lowestAttribute', label: 'Lowest starting attribute', note: 'No attribute may start below this (default −2, the lowest of the progress table).', min: -10 },
  { key: 'highestAttribute', label: 'Highest starting attribute', note: 'No attribute may start above this (default +3).', min: -10 },
  { key: 'startingExperience', label: 'Starting experience (XP)', note: 'Experience a new character trains abilities with (default 30).' },
  { key: 'hitPoints', label: 'Hit points', note: 'Hit points at full health; the book leaves them to the LARP rules (default 3).' },
  { key: 'willpower', label: 'Willpower', note: "Each character's willpower, the potential of initiative (default 3)." },
];

/**
 * Heimr's campaign settings: what the book leaves to the LARP documents (creation, hit points, willpower), and the
 * campaign's abilities, the book's six and the game master's own, each with its attributes and base consistency.
 */
export function HeimrSettingsForm({ settings, onChange }: { settings: unknown; onChange(next: Record<string, unknown>): void }) {
  return (
    <GameSettingsForm
      settings={settings}
      onChange={onChange}
      defaults={DEFAULTS}
      lists={['abilities', 'attributes']}
      parse={parseHeimrSettings}
      numbers={NUMBERS}
      placed={['abilities', 'attributes', 'fatigueAttribute', 'initiativeAttribute']}
    >
      {({ draft, findings, set }) => (
        <>
          <CampaignAttributes
            attributes={draft.attributes}
            findings={findings}
            fatigueAttribute={draft.fatigueAttribute}
            initiativeAttribute={draft.initiativeAttribute}
            onChange={(next) => onChange({ ...draft, ...next })}
          />
          <CampaignAbilities abilities={draft.abilities} attributes={attributesOf(draft.attributes)} findings={findings} onChange={(next) => set('abilities', next)} />
        </>
      )}
    </GameSettingsForm>
  );
}

function attributesOf(raw: readonly unknown[]): { id: string; name: string }[] {
  return raw.flatMap((a) =>
    a !== null && typeof a === 'object' && typeof (a as { id?: unknown }).id === 'string'
      ? [{ id: (a as { id: string }).id, name: String((a as { name?: unknown }).name ?? (a as { id: string }).id) }]
      : [],
  );
}

/** The campaign's abilities: a list with Remove buttons, and a form to add one with its attributes and base consistency. */
function CampaignAbilities({
  abilities,
  attributes,
  findings,
  onChange,
}: {
  abilities: readonly unknown[];
  attributes: readonly { id: string; name: string }[];
  findings: readonly Finding[];
  onChange(next: unknown[]): void;
}) {
  const ids = { heading: useId(), name: useId(), base: useId(), description: useId(), problems: useId(), problem: useId() };
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [baseText, setBaseText] = useState('0');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Type the new ability’s name first.');
    const tooLong = nameTooLong(name, ITEM_NAME_LIMIT);
    if (tooLong) return setProblem(tooLong);
    if (chosen.length === 0) return setProblem('Tick the attribute or attributes the ability is based on.');
    const base = Number(baseText);
    if (!Number.isInteger(base) || base < LOWEST_BASE_CONSISTENCY || base > HIGHEST_BASE_CONSISTENCY)
      return setProblem(`The base consistency is a whole number from ${LOWEST_BASE_CONSISTENCY} to +${HIGHEST_BASE_CONSISTENCY} ("Consistency of abilities").`);
    const taken = new Set(abilities.map((a) => (a !== null && typeof a === 'object' ? (a as { id?: unknown }).id : undefined)));
    let id = slugOf(name);
    for (let n = 2; taken.has(id); n++) id = `${slugOf(name)}-${n}`;
    setProblem(undefined);
    onChange([...abilities, { id, name: name.trim(), attributes: chosen, baseConsistency: base, ...(description.trim() ? { description: description.trim() } : {}) }]);
    setName('');
    setChosen([]);
    setBaseText('0');
    setDescription('');
  };
  const here = findingsFor(findings, 'settings.abilities');
  return (
    <fieldset className="settings-group" aria-labelledby={ids.heading}>
      <legend id={ids.heading}>The campaign’s abilities</legend>
      <p className="hint">
        The book’s six standard abilities, and the game master’s own: the book asks for ten to fifteen more. Base consistency runs from {LOWEST_BASE_CONSISTENCY} (the untrained are
        bad at it) to +{HIGHEST_BASE_CONSISTENCY} (little luck involved).
      </p>
      <ul className="settings-entries" aria-labelledby={ids.heading}>
        {abilities.map((raw, index) => {
          const a = (raw !== null && typeof raw === 'object' ? raw : {}) as Partial<CampaignAbility>;
          const label = a.name ?? a.id ?? `entry ${index + 1}`;
          const basedOn = (a.attributes ?? []).map((id) => attributes.find((x) => x.id === id)?.name ?? id).join(' and ');
          return (
            <li key={index}>
              <span>
                {label}{' '}
                <span className="hint">
                  ({basedOn || 'no attribute'}, base consistency {typeof a.baseConsistency === 'number' ? signed(a.baseConsistency) : '?'})
                </span>
              </span>
              <button type="button" className="danger-quiet" onClick={() => onChange(abilities.filter((_, i) => i !== index))}>
                Remove ability {label}
              </button>
            </li>
          );
        })}
      </ul>
      <FieldFindings id={ids.problems} findings={here} />
      <div className="settings-add" role="group" aria-label="Add an ability">
        <label htmlFor={ids.name}>New ability</label>
        <input id={ids.name} type="text" value={name} onChange={(e) => setName(e.target.value)} aria-describedby={problem ? ids.problem : undefined} />
        <span className="settings-check">
          Based on:
          {attributes.map((attr) => (
            <label key={attr.id} className="settings-check">
              <input
                type="checkbox"
                checked={chosen.includes(attr.id)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, attr.id] : chosen.filter((c) => c !== attr.id))}
              />
              {attr.name}
            </label>
          ))}
        </span>
        <label htmlFor={ids.base}>Base consistency</label>
        <input id={ids.base} type="number" min={LOWEST_BASE_CONSISTENCY} max={HIGHEST_BASE_CONSISTENCY} step={1} value={baseText} onChange={(e) => setBaseText(e.target.value)} />
        <label htmlFor={ids.description}>Description (optional)</label>
        <input id={ids.description} type="text" value={description} onChange={(e) => setDescription(e.target.value)} />
        <button type="button" onClick={add}>
          Add ability
        </button>
      </div>
      {problem && (
        <p id={ids.problem} className="field-problem" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The campaign's attributes ("Attributes": a game master may rename them, add new ones or fold several into one):
 * each renamed in place or removed, a new one added with its short name and group, and which attribute gives base
 * fatigue and which is initiative's consistency.
 */
function CampaignAttributes({
  attributes,
  findings,
  fatigueAttribute,
  initiativeAttribute,
  onChange,
}: {
  attributes: readonly unknown[];
  findings: readonly Finding[];
  fatigueAttribute: unknown;
  initiativeAttribute: unknown;
  onChange(next: Record<string, unknown>): void;
}) {
  const ids = { heading: useId(), name: useId(), short: useId(), group: useId(), fatigue: useId(), initiative: useId(), problems: useId(), problem: useId() };
  const [name, setName] = useState('');
  const [short, setShort] = useState('');
  const [group, setGroup] = useState<(typeof ATTRIBUTE_GROUPS)[number]>('physical');
  const [problem, setProblem] = useState<string>();
  const known = attributesOf(attributes);
  const entry = (raw: unknown) => (raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});
  const rename = (index: number, to: string) => onChange({ attributes: attributes.map((a, i) => (i === index ? { ...entry(a), name: to } : a)) });
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Type the new attribute’s name first.');
    const shortName = (short.trim() || name.trim().slice(0, 3)).toLowerCase();
    let id = slugOf(name);
    for (let n = 2; known.some((a) => a.id === id); n++) id = `${slugOf(name)}-${n}`;
    setProblem(undefined);
    onChange({ attributes: [...attributes, { id, name: name.trim(), short: shortName, group }] });
    setName('');
    setShort('');
  };
  const choice = (key: 'fatigueAttribute' | 'initiativeAttribute', id: string, label: string, value: unknown) => (
    <span className="settings-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange({ [key]: e.target.value })}>
        {known.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <fieldset className="settings-group" aria-labelledby={ids.heading}>
      <legend id={ids.heading}>The campaign’s attributes</legend>
      <p className="hint">The book’s six, which the game master may rename, add to, or fold several into one (remove them and add the one that replaces them).</p>
      <ul className="settings-entries" aria-labelledby={ids.heading}>
        {attributes.map((raw, index) => {
          const a = entry(raw);
          const label = String(a.name ?? a.id ?? `entry ${index + 1}`);
          return (
            <li key={index}>
              <input type="text" aria-label={`Name of attribute ${String(a.id ?? index + 1)}`} value={String(a.name ?? '')} onChange={(e) => rename(index, e.target.value)} />
              <span className="hint">
                ({String(a.short ?? '')}, {String(a.group ?? '')})
              </span>
              <button type="button" className="danger-quiet" onClick={() => onChange({ attributes: attributes.filter((_, i) => i !== index) })}>
                Remove attribute {label}
              </button>
            </li>
          );
        })}
      </ul>
      <FieldFindings
        id={ids.problems}
        findings={[
          ...findingsFor(findings, 'settings.attributes'),
          ...findingsFor(findings, 'settings.fatigueAttribute'),
          ...findingsFor(findings, 'settings.initiativeAttribute'),
        ]}
      />
      <div className="settings-add" role="group" aria-label="Add an attribute">
        <label htmlFor={ids.name}>New attribute</label>
        <input id={ids.name} type="text" value={name} onChange={(e) => setName(e.target.value)} aria-describedby={problem ? ids.problem : undefined} />
        <label htmlFor={ids.short}>Short name</label>
        <input id={ids.short} type="text" maxLength={6} value={short} onChange={(e) => setShort(e.target.value)} />
        <label htmlFor={ids.group}>Group</label>
        <select id={ids.group} value={group} onChange={(e) => setGroup(e.target.value as (typeof ATTRIBUTE_GROUPS)[number])}>
          {ATTRIBUTE_GROUPS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
        <button type="button" onClick={add}>
          Add attribute
        </button>
      </div>
      {problem && (
        <p id={ids.problem} className="field-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="settings-numbers">
        {choice('fatigueAttribute', ids.fatigue, 'Base fatigue from (4 − this attribute)', fatigueAttribute)}
        {choice('initiativeAttribute', ids.initiative, 'Initiative consistency from', initiativeAttribute)}
      </div>
    </fieldset>
  );
}
