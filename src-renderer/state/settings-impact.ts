import type { ApiResult, CharacterSummary, LoadedCharacter } from '../../shared/api';
import { evaluate } from '../../shared/rules/core/ledger';
import { isStandingError, type Finding } from '../../shared/rules/core/findings';
import { getRuleSystem } from '../../shared/rules/registry';

/** What new settings would do to one character: the rule errors they bring, and those they settle. */
export interface CharacterImpact {
  id: string;
  name: string;
  /** Standing errors under the new settings that the current ones do not give, in the rules' words. */
  brought: string[];
  /** Standing errors under the current settings that the new ones settle. */
  settled: string[];
}

export interface SettingsImpact {
  /** Characters whose errors change, by name. */
  changed: CharacterImpact[];
  /** Characters that could not be checked, and why. */
  unchecked: { id: string; name: string; message: string }[];
  total: number;
}

const key = (f: Finding) => `${f.code}@${f.path}@${f.message}`;
const standing = (findings: readonly Finding[]) =>
  new Map(findings.filter(isStandingError).map((f) => [key(f), f.message]));

/**
 * Every character of a campaign checked against settings not saved yet, beside the ones in force: who would break
 * a rule it does not break now, and why, and who would no longer. Reads each file (a few at a time, telling
 * `progress` how many are done) and edits nothing.
 */
export async function settingsImpact(
  characters: readonly CharacterSummary[],
  read: (id: string) => Promise<ApiResult<LoadedCharacter>>,
  current: unknown,
  next: unknown,
  progress: (checked: number) => void = () => {},
): Promise<SettingsImpact> {
  const changed: CharacterImpact[] = [];
  const unchecked: SettingsImpact['unchecked'] = [];
  for (let start = 0; start < characters.length; start += 4) {
    await Promise.all(
      characters.slice(start, start + 4).map(async (summary) => {
        const result = await read(summary.id);
        const system = result.ok ? getRuleSystem(result.value.character.system) : undefined;
        if (!result.ok || !system) {
          unchecked.push({
            id: summary.id,
            name: summary.name,
            message: result.ok ? `This version of the app does not know its game.` : result.error.message,
          });
          return;
        }
        const before = standing(evaluate(system, result.value.character, current).findings);
        const after = standing(evaluate(system, result.value.character, next).findings);
        const brought = [...after].filter(([k]) => !before.has(k)).map(([, message]) => message);
        const settled = [...before].filter(([k]) => !after.has(k)).map(([, message]) => message);
        if (brought.length > 0 || settled.length > 0)
          changed.push({ id: summary.id, name: summary.name, brought, settled });
      }),
    );
    progress(Math.min(characters.length, start + 4));
    // Let the page draw and answer the player between batches.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return { changed: changed.sort(byName), unchecked: unchecked.sort(byName), total: characters.length };
}
