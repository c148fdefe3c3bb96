import { isBase, isIntIn, isObject, isOptionalBool, isSecondaryKind, onlyKeys } from './guard-parts';
import { RaceId, type BaseFormula, type MlsSettings, type SecondaryKind } from './schemas';
import { HUMAN_AVERAGE, PRIMARY_TRAITS, STARTING_CP_READINGS, type StartingCpReading } from './tables';

/*
 * Campaign settings read without zod when they are well formed, the
 * counterpart of event-guard.ts. Unlike an event, settings are completed
 * with defaults, so this builds the very object MlsSettings in schemas.ts
 * would give; anything it cannot read goes through the schema, which stays
 * the definition and says what is wrong. A property test holds the two to
 * the same answers.
 */

const RACE_IDS = RaceId.options;
const settingsKeys = new Set(['racialAverages', 'occupations', 'skills', 'rollHitPointsForNewCharacters', 'startingCpPast22Increments']);
const raceKeys = new Set<string>(RACE_IDS);
const traitKeys = new Set<string>(PRIMARY_TRAITS);

/** One race's averages with defaults filled in, or undefined when they are not well formed. */
function averagesOf(raw: unknown): MlsSettings['racialAverages']['human'] | undefined {
  if (raw === undefined) raw = {};
  if (!isObject(raw) || !onlyKeys(raw, traitKeys)) return undefined;
  const averages = {} as MlsSettings['racialAverages']['human'];
  for (const t of PRIMARY_TRAITS) {
    const v = raw[t];
    if (v === undefined) averages[t] = HUMAN_AVERAGE;
    else if (isIntIn(v, -10, 20)) averages[t] = v;
    else return undefined;
  }
  return averages;
}

const templateKeys = new Set(['name', 'kind', 'base', 'priest', 'combat']);

/** schemas.ts `TraitTemplate` lists as the schema gives them (names trimmed, nothing shared with `raw`), or undefined. */
function templatesOf(raw: unknown, max: number): MlsSettings['occupations'] | undefined {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > max) return undefined;
  const out: MlsSettings['occupations'] = [];
  for (const t of raw) {
    if (!isObject(t) || !onlyKeys(t, templateKeys) || typeof t.name !== 'string' || !isSecondaryKind(t.kind) || !isBase(t.base) || !isOptionalBool(t.priest) || !isOptionalBool(t.combat)) return undefined;
    const name = t.name.trim();
    if (name.length < 1 || name.length > 80) return undefined;
    const template: MlsSettings['occupations'][number] = { name, kind: t.kind as SecondaryKind, base: JSON.parse(JSON.stringify(t.base)) as BaseFormula };
    if (t.priest !== undefined) template.priest = t.priest as boolean;
    if (t.combat !== undefined) template.combat = t.combat as boolean;
    out.push(template);
  }
  return out;
}

/**
 * The settings `MlsSettings.parse(raw ?? {})` gives, built by hand, or
 * undefined when `raw` is not certainly well formed ("ask the schema").
 */
export function wellFormedSettings(raw: unknown): MlsSettings | undefined {
  if (raw === undefined || raw === null) raw = {};
  if (!isObject(raw) || !onlyKeys(raw, settingsKeys)) return undefined;
  let given = raw.racialAverages;
  if (given === undefined) given = {};
  if (!isObject(given) || !onlyKeys(given, raceKeys)) return undefined;
  const racialAverages = {} as MlsSettings['racialAverages'];
  for (const race of RACE_IDS) {
    const averages = averagesOf(given[race]);
    if (averages === undefined) return undefined;
    racialAverages[race] = averages;
  }
  const occupations = templatesOf(raw.occupations, 200);
  const skills = templatesOf(raw.skills, 500);
  if (occupations === undefined || skills === undefined) return undefined;
  const rolls = raw.rollHitPointsForNewCharacters;
  if (rolls !== undefined && typeof rolls !== 'boolean') return undefined;
  const reading = raw.startingCpPast22Increments;
  if (reading !== undefined && !(STARTING_CP_READINGS as readonly unknown[]).includes(reading)) return undefined;
  return {
    racialAverages,
    occupations,
    skills,
    rollHitPointsForNewCharacters: rolls ?? false,
    startingCpPast22Increments: (reading as StartingCpReading | undefined) ?? 'racial-differences',
  };
}
