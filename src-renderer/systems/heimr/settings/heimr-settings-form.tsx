import { useId, useState } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import {
  ATTRIBUTE_GROUPS,
  heimr,
  HIGHEST_BASE_CONSISTENCY,
  LOWEST_BASE_CONSISTENCY,
  type CampaignAbility,
} from '../../../../shared/rules/systems/heimr';
import { ChoiceField, choicesOf } from '../../../components/form-fields';
import { signed } from '../../../base/format';
import { findingsFor } from '../../../components/settings/field-findings';
import { gameSettingsForm, type NumberSetting } from '../../../components/settings/settings-draft';
import { entryOf, SettingsList } from '../../../components/settings/settings-list';

const NUMBERS: readonly NumberSetting[] = [
  {
    key: 'attributePoints',
    label: 'Attribute points',
    note: "A new character's attributes add up to at most this (the project's default: 2).",
    min: -60,
  },
  {
    key: 'lowestAttribute',
    label: 'Lowest starting attribute',
    note: 'No attribute may start below this (default −2, the lowest of the progress table).',
    min: -10,
  },
  {
    key: 'highestAttribute',
    label: 'Highest starting attribute',
    note: 'No attribute may start above this (default +3).',
    min: -10,
  },
  {
    key: 'startingExperience',
    label: 'Starting experience (XP)',
    note: 'Experience a new character trains abilities with (default 30).',
  },
  {
    key: 'hitPoints',
    label: 'Hit points',
    note: 'Hit points at full health; the book leaves them to the LARP rules (default 3).',
  },
  {
    key: 'willpower',
    label: 'Willpower',
    note: "Each character's willpower, the potential of initiative (default 3).",
  },
  {
    key: 'smallShieldPenalty',
    label: 'Small shield stamina penalty',
    note: 'The book’s armoury leaves it “TODO”; shown beside a small shield (the project’s default: 0).',
  },
  {
    key: 'mediumShieldPenalty',
    label: 'Medium shield stamina penalty',
    note: 'The book’s armoury leaves it “TODO”; shown beside a medium shield (the project’s default: 0).',
  },
];

/**
 * Heimr's campaign settings: what the book leaves to the LARP documents (creation, hit points, willpower), and the
 * campaign's abilities, the book's six and the game master's own, each with its attributes and base consistency.
 */
export const HeimrSettingsForm = gameSettingsForm({
  rules: heimr,
  numbers: NUMBERS,
  placed: ['fatigueAttribute', 'initiativeAttribute', 'armoury'],
  parts: ({ draft, list, findings, set, merge }) => (
    <>
      <ArmourySwitch on={draft.armoury !== false} onChange={(on) => set('armoury', on)} />
      <CampaignAttributes
        attributes={list('attributes')}
        findings={findings}
        fatigueAttribute={draft.fatigueAttribute}
        initiativeAttribute={draft.initiativeAttribute}
        onChange={merge}
      />
      <CampaignAbilities
        abilities={list('abilities')}
        attributes={attributesOf(list('attributes'))}
        findings={findings}
        onChange={(next) => set('abilities', next)}
      />
    </>
  ),
});

/** The medieval armoury module, on unless the game master switches it off. */
function ArmourySwitch({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const id = useId();
  return (
    <p className="settings-check">
      <input id={id} type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        Use the medieval armoury module (weapons and shields with their chances; the book marks it “Work in progress”)
      </label>
    </p>
  );
}

function attributesOf(raw: readonly unknown[]): { id: string; name: string }[] {
  return raw.flatMap((a) =>
    a !== null && typeof a === 'object' && typeof (a as { id?: unknown }).id === 'string'
      ? [{ id: (a as { id: string }).id, name: String((a as { name?: unknown }).name ?? (a as { id: string }).id) }]
      : [],
  );
}

/** The campaign's abilities: each with its attributes and base consistency, removed or added. */
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
  const ids = { base: useId(), description: useId() };
  const [chosen, setChosen] = useState<string[]>([]);
  const [baseText, setBaseText] = useState('0');
  const [description, setDescription] = useState('');
  const make = (id: string, name: string) => {
    if (chosen.length === 0) return 'Tick the attribute or attributes the ability is based on.';
    const base = Number(baseText);
    if (!Number.isInteger(base) || base < LOWEST_BASE_CONSISTENCY || base > HIGHEST_BASE_CONSISTENCY)
      return `The base consistency is a whole number from ${LOWEST_BASE_CONSISTENCY} to +${HIGHEST_BASE_CONSISTENCY} ("Consistency of abilities").`;
    return {
      id,
      name,
      attributes: chosen,
      baseConsistency: base,
      ...(description.trim() ? { description: description.trim() } : {}),
    };
  };
  return (
    <SettingsList
      legend="The campaign’s abilities"
      hint={
        <>
          The book’s six standard abilities, and the game master’s own: the book asks for ten to fifteen more. Base
          consistency runs from {LOWEST_BASE_CONSISTENCY} (the untrained are bad at it) to +{HIGHEST_BASE_CONSISTENCY}{' '}
          (little luck involved).
        </>
      }
      noun="ability"
      addLabel="Add an ability"
      items={abilities}
      findings={findingsFor(findings, 'settings.abilities')}
      show={(raw, _, label) => {
        const a = raw as Partial<CampaignAbility>;
        const basedOn = (a.attributes ?? []).map((id) => attributes.find((x) => x.id === id)?.name ?? id).join(' and ');
        return (
          <span>
            {label}{' '}
            <span className="hint">
              ({basedOn || 'no attribute'}, base consistency{' '}
              {typeof a.baseConsistency === 'number' ? signed(a.baseConsistency) : '?'})
            </span>
          </span>
        );
      }}
      fields={
        <>
          <span className="settings-check">
            Based on:
            {attributes.map((attr) => (
              <label key={attr.id} className="settings-check">
                <input
                  type="checkbox"
                  checked={chosen.includes(attr.id)}
                  onChange={(e) =>
                    setChosen(e.target.checked ? [...chosen, attr.id] : chosen.filter((c) => c !== attr.id))
                  }
                />
                {attr.name}
              </label>
            ))}
          </span>
          <label htmlFor={ids.base}>Base consistency</label>
          <input
            id={ids.base}
            type="number"
            min={LOWEST_BASE_CONSISTENCY}
            max={HIGHEST_BASE_CONSISTENCY}
            step={1}
            value={baseText}
            onChange={(e) => setBaseText(e.target.value)}
          />
          <label htmlFor={ids.description}>Description (optional)</label>
          <input
            id={ids.description}
            type="text"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </>
      }
      make={make}
      reset={() => {
        setChosen([]);
        setBaseText('0');
        setDescription('');
      }}
      onChange={onChange}
    />
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
  const shortId = useId();
  const [short, setShort] = useState('');
  const [group, setGroup] = useState<(typeof ATTRIBUTE_GROUPS)[number]>('physical');
  const known = attributesOf(attributes);
  const rename = (index: number, to: string) =>
    onChange({ attributes: attributes.map((a, i) => (i === index ? { ...entryOf(a), name: to } : a)) });
  const choice = (key: 'fatigueAttribute' | 'initiativeAttribute', label: string, value: unknown) => (
    <span className="settings-field">
      <ChoiceField
        label={label}
        value={typeof value === 'string' ? value : ''}
        choices={choicesOf(known)}
        onChange={(id) => onChange({ [key]: id })}
      />
    </span>
  );
  return (
    <SettingsList
      legend="The campaign’s attributes"
      hint="The book’s six, which the game master may rename, add to, or fold several into one (remove them and add the one that replaces them)."
      noun="attribute"
      addLabel="Add an attribute"
      items={attributes}
      findings={[
        ...findingsFor(findings, 'settings.attributes'),
        ...findingsFor(findings, 'settings.fatigueAttribute'),
        ...findingsFor(findings, 'settings.initiativeAttribute'),
      ]}
      show={(a, index) => (
        <>
          <input
            type="text"
            aria-label={`Name of attribute ${String(a.id ?? index + 1)}`}
            value={String(a.name ?? '')}
            onChange={(e) => rename(index, e.target.value)}
          />
          <span className="hint">
            ({String(a.short ?? '')}, {String(a.group ?? '')})
          </span>
        </>
      )}
      fields={
        <>
          <label htmlFor={shortId}>Short name</label>
          <input id={shortId} type="text" maxLength={6} value={short} onChange={(e) => setShort(e.target.value)} />
          <ChoiceField
            label="Group"
            value={group}
            choices={ATTRIBUTE_GROUPS.map((g) => ({ value: g, label: g }))}
            onChange={setGroup}
          />
        </>
      }
      make={(id, name) => ({ id, name, short: (short.trim() || name.slice(0, 3)).toLowerCase(), group })}
      reset={() => setShort('')}
      onChange={(next) => onChange({ attributes: next })}
    >
      <div className="settings-numbers">
        {choice('fatigueAttribute', 'Base fatigue from (4 − this attribute)', fatigueAttribute)}
        {choice('initiativeAttribute', 'Initiative consistency from', initiativeAttribute)}
      </div>
    </SettingsList>
  );
}
