import { useId, type ReactNode } from 'react';
import type { Finding } from '../../../shared/rules/core/findings';
import { FieldFindings, findingsFor } from './field-findings';
import { NumberField } from './number-field';

/**
 * The campaign's settings as a game's form edits them, for every game: whatever was read laid over the rule
 * system's defaults, so every field has something to show even when the file lacks it or holds a value the rules
 * refuse; each of `lists` is an array (the default's when the file's is not one).
 */
export function draftOf<L extends string>(
  settings: unknown,
  defaults: Record<string, unknown>,
  lists: readonly L[],
): Record<string, unknown> & Record<L, unknown[]> {
  const raw =
    settings !== null && typeof settings === 'object' && !Array.isArray(settings)
      ? (settings as Record<string, unknown>)
      : {};
  const draft: Record<string, unknown> = { ...defaults, ...raw };
  for (const key of lists) draft[key] = Array.isArray(raw[key]) ? raw[key] : defaults[key];
  return draft as Record<string, unknown> & Record<L, unknown[]>;
}

/** Findings about no field the form shows (`placed` are the settings' keys it has fields for), e.g. a key the game does not know. */
export function unplacedFindings(findings: readonly Finding[], placed: readonly string[]): Finding[] {
  return findings.filter(
    (f) => !placed.some((key) => f.path === `settings.${key}` || f.path.startsWith(`settings.${key}.`)),
  );
}

/** One number setting: its key, label, what it means, and the lowest value it steps to (0 unless given). */
export interface NumberSetting {
  key: string;
  label: string;
  note: string;
  min?: number;
}

/** The number fields of a settings form side by side, each with what the rules say about it. */
export function NumberFields({
  idPrefix,
  fields,
  draft,
  findings,
  onChange,
}: {
  idPrefix: string;
  fields: readonly NumberSetting[];
  draft: Record<string, unknown>;
  findings: readonly Finding[];
  onChange(key: string, value: number | string): void;
}) {
  return (
    <div className="settings-numbers">
      {fields.map((n) => (
        <NumberField
          key={n.key}
          id={`${idPrefix}-${n.key}`}
          label={n.label}
          value={draft[n.key]}
          note={n.note}
          findings={findingsFor(findings, `settings.${n.key}`)}
          onChange={(v) => onChange(n.key, v)}
          {...(n.min !== undefined ? { min: n.min } : {})}
        />
      ))}
    </div>
  );
}

/** What a game's settings form is given, and what it gives its own parts. */
export interface SettingsFormProps {
  settings: unknown;
  onChange(next: Record<string, unknown>): void;
}

export interface SettingsFormParts {
  /** The settings as the form shows them (see draftOf). */
  draft: Record<string, unknown>;
  findings: Finding[];
  /** One of the settings' lists, an array whatever the file held. */
  list(key: string): unknown[];
  set(key: string, value: unknown): void;
  /** Several keys at once. */
  merge(values: Record<string, unknown>): void;
}

/**
 * A game's campaign settings form, for every game: the settings read over the rule system's defaults (every list
 * of the defaults kept as an array), checked by the game's own parser, its number fields, then the game's own
 * parts, then what the rules say about no field the form shows. `placed` names the keys other than the lists and
 * numbers that the game's parts have fields for.
 */
export function gameSettingsForm(game: {
  rules: { defaultSettings(): unknown; parseSettings(raw: unknown): { findings: Finding[] } };
  numbers: readonly NumberSetting[];
  placed?: readonly string[];
  parts(form: SettingsFormParts): ReactNode;
}) {
  const defaults = game.rules.defaultSettings() as Record<string, unknown>;
  const lists = Object.keys(defaults).filter((key) => Array.isArray(defaults[key]));
  const placed = [...lists, ...(game.placed ?? []), ...game.numbers.map((n) => n.key)];
  return function GameSettingsForm({ settings, onChange }: SettingsFormProps) {
    const draft = draftOf(settings, defaults, lists);
    const { findings } = game.rules.parseSettings(draft);
    const merge = (values: Record<string, unknown>) => onChange({ ...draft, ...values });
    const set = (key: string, value: unknown) => merge({ [key]: value });
    const baseId = useId();
    return (
      <div className="settings-form">
        <NumberFields idPrefix={baseId} fields={game.numbers} draft={draft} findings={findings} onChange={set} />
        {game.parts({
          draft,
          findings,
          list: (key) => (Array.isArray(draft[key]) ? (draft[key] as unknown[]) : []),
          set,
          merge,
        })}
        <FieldFindings id={`${baseId}-other`} findings={unplacedFindings(findings, placed)} />
      </div>
    );
  };
}
