import { useEffect, useState } from 'react';
import type { ConflictCopy, Revision } from '../../../shared/api';
import { getRuleSystem } from '../../../shared/rules/registry';
import { CharacterEditorStore, type AnyCharacterEditorStore } from '../../state/character-editor';
import type { ConflictCopiesStore } from '../../state/conflict-copies-store';

export type OtherVersionLoad =
  | { state: 'loading' }
  | { state: 'ready'; editor: AnyCharacterEditorStore; revision: Revision }
  | { state: 'failed'; message: string };

const LOADING: OtherVersionLoad = { state: 'loading' };

/** The writer of a read-only editor: it is never reached, and would refuse if it were. */
const NEVER_WRITES = {
  save: async () => ({
    kind: 'error' as const,
    message: 'This is another version left by a sync tool; it is shown, never saved.',
  }),
};

/**
 * Reads a sync tool's copy of a character and opens a read-only editor on it
 * for as long as the view shows, so the game's sheet can show that version.
 * Nothing in it is ever written.
 */
export function useOtherVersion(
  copies: ConflictCopiesStore,
  copy: ConflictCopy,
  campaignSettings: unknown,
  today: () => string,
): OtherVersionLoad {
  // What the last reading gave, and for what: another copy (or other settings) shows "loading" from its
  // first render on, never the previous copy's sheet.
  const [read, setRead] = useState<{
    copy: ConflictCopy;
    campaignSettings: unknown;
    today: () => string;
    load: OtherVersionLoad;
  }>();

  useEffect(() => {
    let cancelled = false;
    let editor: AnyCharacterEditorStore | undefined;
    const setLoad = (load: OtherVersionLoad) => setRead({ copy, campaignSettings, today, load });
    void copies.read(copy).then((result) => {
      if (cancelled) return;
      if (!result.ok) {
        setLoad({ state: 'failed', message: result.error.message });
        return;
      }
      if (result.value.kind !== 'character') {
        setLoad({
          state: 'failed',
          message: `${copy.file} holds the campaign's settings, not a character, so there is no sheet to show.`,
        });
        return;
      }
      const { character, revision } = result.value;
      const system = getRuleSystem(character.system);
      if (!system) {
        setLoad({
          state: 'failed',
          message: `This version of the app does not know the game "${character.system}", so it cannot show this version's sheet. Update the app to see it.`,
        });
        return;
      }
      editor = new CharacterEditorStore({
        system,
        file: character,
        campaignSettings,
        writer: NEVER_WRITES,
        today,
        readOnly: true,
      });
      setLoad({ state: 'ready', editor, revision });
    });
    return () => {
      cancelled = true;
      editor?.dispose();
    };
  }, [copies, copy, campaignSettings, today]);

  const current =
    read !== undefined && read.copy === copy && read.campaignSettings === campaignSettings && read.today === today;
  return current ? read.load : LOADING;
}
