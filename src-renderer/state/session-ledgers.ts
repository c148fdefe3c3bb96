import type { ApiResult, CharacterSummary, LoadedCharacter } from '../../shared/api';
import type { CharacterFile } from '../../shared/model';
import { evaluate } from '../../shared/rules/core/ledger';
import type { AnyRuleSystem, Evaluation } from '../../shared/rules/core/system';
import { getRuleSystem } from '../../shared/rules/registry';

/** One character's part in a session: its file, folded with every sheet kept, and which entries name the session. */
export interface SessionLedger {
  id: string;
  name: string;
  system: AnyRuleSystem;
  file: CharacterFile;
  evaluation: Evaluation<unknown>;
  /** Indices of the ledger entries recorded at the session, oldest first. */
  entries: number[];
}

export interface SessionLedgers {
  /** Characters with at least one entry at the session, in the list's order. */
  ledgers: SessionLedger[];
  /** Characters whose file could not be read or whose game this version does not know, and why. */
  unread: { id: string; name: string; message: string }[];
}

/** How many files are read at once (as CharacterStates does). */
const AT_ONCE = 4;

/**
 * What every character of a campaign recorded at one session: each file is read as it is on disk (a few at a
 * time, telling `progress` how many are done) and folded through the rules with its sheets kept, so the page can
 * say what each entry did and changed in the game's words. Reads only; edits nothing.
 */
export async function sessionLedgers(
  characters: readonly CharacterSummary[],
  read: (id: string) => Promise<ApiResult<LoadedCharacter>>,
  settings: unknown,
  sessionId: string,
  progress: (read: number) => void = () => {},
): Promise<SessionLedgers> {
  const found = new Map<string, SessionLedger>();
  const unread: SessionLedgers['unread'] = [];
  for (let start = 0; start < characters.length; start += AT_ONCE) {
    await Promise.all(
      characters.slice(start, start + AT_ONCE).map(async (summary) => {
        const result = await read(summary.id);
        if (!result.ok) {
          unread.push({ id: summary.id, name: summary.name, message: result.error.message });
          return;
        }
        const file = result.value.character;
        const entries = file.events.flatMap((e, i) => (e.session === sessionId ? [i] : []));
        if (entries.length === 0) return;
        const system = getRuleSystem(file.system);
        if (!system) {
          unread.push({
            id: summary.id,
            name: summary.name,
            message: `This version of the app does not know the game "${file.system}".`,
          });
          return;
        }
        const evaluation = evaluate(system, file, settings, { keepSheets: true });
        found.set(summary.id, { id: summary.id, name: file.name, system, file, evaluation, entries });
      }),
    );
    progress(Math.min(characters.length, start + AT_ONCE));
    // Let the page draw and answer the player between batches.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { ledgers: characters.flatMap((c) => found.get(c.id) ?? []), unread };
}
