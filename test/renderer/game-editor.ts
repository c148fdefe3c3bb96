import { FORMAT_VERSION, type LedgerEvent } from '../../shared/model';
import { getRuleSystem } from '../../shared/rules/registry';
import { CharacterEditorStore } from '../../src-renderer/state/character-editor';

/** An open character of a registered game, saved nowhere, its date and dice fixed: what a game's screen tests render. */
export function gameEditor<Creation, Sheet, Settings>(
  game: string,
  character: { id: string; name: string; creation: Record<string, unknown>; events?: LedgerEvent[] },
  campaignSettings: unknown = {},
): CharacterEditorStore<Creation, Sheet, Settings> {
  return new CharacterEditorStore<Creation, Sheet, Settings>({
    system: getRuleSystem(game)!,
    file: {
      formatVersion: FORMAT_VERSION,
      id: character.id,
      name: character.name,
      system: game,
      createdAt: '2026-11-21',
      creation: character.creation,
      events: character.events ?? [],
    },
    campaignSettings,
    writer: { save: async () => true },
    today: () => '2026-11-21',
    randomSeed: () => 7,
  });
}
