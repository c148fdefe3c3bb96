import { useId, useState, type FormEvent } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import { parseSymbaroumSettings, SymbaroumSettings } from '../../../../shared/rules/systems/symbaroum';
import { figure } from '../../../components/format';
import { ITEM_NAME_LIMIT, nameTooLong } from '../../../components/name-limit';
import { FieldFindings, findingsFor } from '../../../components/settings/field-findings';
import { GameSettingsForm, type NumberSetting } from '../../../components/settings/settings-draft';
import { slugOf } from '../../../components/slug';

const DEFAULTS = SymbaroumSettings.parse({});

const NUMBERS: readonly NumberSetting[] = [
  { key: 'attributePoints', label: 'Attribute points', note: "The eight attributes of a new character add up to at most this (the project's default: 80)." },
  { key: 'lowestAttribute', label: 'Lowest starting attribute', note: 'Default 5, the lowest of the modifier table.' },
  { key: 'highestAttribute', label: 'Highest starting attribute', note: 'Default 15, the highest of the modifier table.' },
  { key: 'startingExperience', label: 'Starting experience', note: 'Experience a new character buys abilities with (default 50).' },
];

const entry = (raw: unknown) => (raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});

/**
 * Symbaroum's campaign settings: what the missing "Character Creation" chapter would say (points, range,
 * starting experience), and the campaign's abilities and armor.
 */
export function SymbaroumSettingsForm({ settings, onChange }: { settings: unknown; onChange(next: Record<string, unknown>): void }) {
  return (
    <GameSettingsForm
      settings={settings}
      onChange={onChange}
      defaults={DEFAULTS}
      lists={['abilities', 'armor']}
      parse={parseSymbaroumSettings}
      numbers={NUMBERS}
      placed={['abilities', 'armor']}
    >
      {({ draft, findings, set }) => (
        <>
          <NamedList
            legend="The campaign’s abilities"
            hint="Each with the short description the campaign writes; Medicus and Recovery are the ones the core rules name."
            noun="ability"
            items={draft.abilities}
            findings={findingsFor(findings, 'settings.abilities')}
            describe={(a) => String(a.description ?? '')}
            extra={{ label: 'Description', kind: 'text' }}
            make={(id, name, extra) => ({ id, name, description: extra })}
            onChange={(next) => set('abilities', next)}
          />
          <NamedList
            legend="The campaign’s armor"
            hint="Each with its impeding value, which Defense loses while it is worn."
            noun="armor"
            items={draft.armor}
            findings={findingsFor(findings, 'settings.armor')}
            describe={(a) => `impeding ${typeof a.impeding === 'number' ? figure(a.impeding) : '?'}`}
            extra={{ label: 'Impeding value', kind: 'number' }}
            make={(id, name, extra) => ({ id, name, impeding: Number(extra) })}
            check={(extra) => (Number.isInteger(Number(extra)) && Number(extra) >= 0 && Number(extra) <= 10 ? undefined : 'The impeding value is a whole number from 0 to 10.')}
            onChange={(next) => set('armor', next)}
          />
        </>
      )}
    </GameSettingsForm>
  );
}

/** A list of named entries with Remove buttons, and a small form to add one with its name and one more field. */
function NamedList({
  legend,
  hint,
  noun,
  items,
  findings,
  describe,
  extra,
  make,
  check,
  onChange,
}: {
  legend: string;
  hint: string;
  noun: string;
  items: readonly unknown[];
  findings: readonly Finding[];
  describe(item: Record<string, unknown>): string;
  extra: { label: string; kind: 'text' | 'number' };
  make(id: string, name: string, extra: string): Record<string, unknown>;
  check?(extra: string): string | undefined;
  onChange(next: unknown[]): void;
}) {
  const ids = { heading: useId(), name: useId(), extra: useId(), problems: useId(), problem: useId() };
  const [name, setName] = useState('');
  const [more, setMore] = useState(extra.kind === 'number' ? '0' : '');
  const [problem, setProblem] = useState<string>();
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(`Type the new ${noun}’s name first.`);
    const tooLong = nameTooLong(name, ITEM_NAME_LIMIT) ?? check?.(more);
    if (tooLong) return setProblem(tooLong);
    const taken = new Set(items.map((i) => entry(i).id));
    let id = slugOf(name);
    for (let n = 2; taken.has(id); n++) id = `${slugOf(name)}-${n}`;
    setProblem(undefined);
    onChange([...items, make(id, name.trim(), more.trim())]);
    setName('');
    setMore(extra.kind === 'number' ? '0' : '');
  };
  return (
    <fieldset className="settings-group" aria-labelledby={ids.heading}>
      <legend id={ids.heading}>{legend}</legend>
      <p className="hint">{hint}</p>
      <ul className="settings-entries" aria-labelledby={ids.heading}>
        {items.map((raw, index) => {
          const item = entry(raw);
          const label = String(item.name ?? item.id ?? `entry ${index + 1}`);
          return (
            <li key={index}>
              <span>
                {label} <span className="hint">({describe(item)})</span>
              </span>
              <button type="button" className="danger-quiet" onClick={() => onChange(items.filter((_, i) => i !== index))}>
                Remove {noun} {label}
              </button>
            </li>
          );
        })}
      </ul>
      <FieldFindings id={ids.problems} findings={findings} />
      <div className="settings-add" role="group" aria-label={`Add ${noun === 'armor' ? 'armor' : `an ${noun}`}`}>
        <label htmlFor={ids.name}>New {noun}</label>
        <input id={ids.name} type="text" value={name} onChange={(e) => setName(e.target.value)} aria-describedby={problem ? ids.problem : undefined} />
        <label htmlFor={ids.extra}>{extra.label}</label>
        <input id={ids.extra} type={extra.kind} min={extra.kind === 'number' ? 0 : undefined} value={more} onChange={(e) => setMore(e.target.value)} />
        <button type="button" onClick={add}>
          Add {noun}
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
