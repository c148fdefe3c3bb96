import { useId, useState } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import { symbaroum } from '../../../../shared/rules/systems/symbaroum';
import { figure } from '../../../base/format';
import { findingsFor } from '../../../components/settings/field-findings';
import { gameSettingsForm, type NumberSetting } from '../../../components/settings/settings-draft';
import { SettingsList } from '../../../components/settings/settings-list';

const NUMBERS: readonly NumberSetting[] = [
  {
    key: 'attributePoints',
    label: 'Attribute points',
    note: "The eight attributes of a new character add up to at most this (the project's default: 80).",
  },
  { key: 'lowestAttribute', label: 'Lowest starting attribute', note: 'Default 5, the lowest of the modifier table.' },
  {
    key: 'highestAttribute',
    label: 'Highest starting attribute',
    note: 'Default 15, the highest of the modifier table.',
  },
  {
    key: 'startingExperience',
    label: 'Starting experience',
    note: 'Experience a new character buys abilities with (default 50).',
  },
];

/**
 * Symbaroum's campaign settings: what the missing "Character Creation" chapter would say (points, range,
 * starting experience), and the campaign's abilities and armor.
 */
export const SymbaroumSettingsForm = gameSettingsForm({
  rules: symbaroum,
  numbers: NUMBERS,
  parts: ({ list, findings, set }) => (
    <>
      <NamedList
        legend="The campaign’s abilities"
        hint="Each with the short description the campaign writes; Medicus and Recovery are the ones the core rules name."
        noun="ability"
        items={list('abilities')}
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
        items={list('armor')}
        findings={findingsFor(findings, 'settings.armor')}
        describe={(a) => `impeding ${typeof a.impeding === 'number' ? figure(a.impeding) : '?'}`}
        extra={{ label: 'Impeding value', kind: 'number' }}
        make={(id, name, extra) => ({ id, name, impeding: Number(extra) })}
        check={(extra) =>
          Number.isInteger(Number(extra)) && Number(extra) >= 0 && Number(extra) <= 10
            ? undefined
            : 'The impeding value is a whole number from 0 to 10.'
        }
        onChange={(next) => set('armor', next)}
      />
    </>
  ),
});

/** A list of named entries with one more field each (a description, an impeding value). */
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
  const extraId = useId();
  const empty = extra.kind === 'number' ? '0' : '';
  const [more, setMore] = useState(empty);
  return (
    <SettingsList
      legend={legend}
      hint={hint}
      noun={noun}
      addLabel={`Add ${noun === 'armor' ? 'armor' : `an ${noun}`}`}
      items={items}
      findings={findings}
      show={(item, _, label) => (
        <span>
          {label} <span className="hint">({describe(item)})</span>
        </span>
      )}
      fields={
        <>
          <label htmlFor={extraId}>{extra.label}</label>
          <input
            id={extraId}
            type={extra.kind}
            min={extra.kind === 'number' ? 0 : undefined}
            value={more}
            onChange={(e) => setMore(e.target.value)}
          />
        </>
      }
      make={(id, name) => check?.(more) ?? make(id, name, more.trim())}
      reset={() => setMore(empty)}
      onChange={onChange}
    />
  );
}
