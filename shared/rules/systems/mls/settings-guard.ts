import { isIntIn, isObject, onlyKeys } from './guard-parts';
import { RaceId, type MlsSettings } from './schemas';
import { HUMAN_AVERAGE, PRIMARY_TRAITS } from './tables';

/*
 * Campaign settings read without zod when they are well formed, the
 * counterpart of event-guard.ts. Unlike an event, settings are completed
 * with defaults, so this builds the very object MlsSettings in schemas.ts
 * would give; anything it cannot read goes through the schema, which stays
 * the definition and says what is wrong. A property test holds the two to
 * the same answers.
 */

const RACE_IDS = RaceId.options;
const settingsKeys = new Set(['racialAverages']);
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
  return { racialAverages };
}
