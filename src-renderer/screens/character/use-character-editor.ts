import { useEffect, useState } from 'react';
import { getRuleSystem } from '../../../shared/rules/registry';
import { CharacterEditorStore } from '../../state/character-editor';
import type { CampaignStore } from '../../state/campaign-store';

export type EditorLoad =
  | { state: 'loading' }
  | { state: 'ready'; editor: CharacterEditorStore<any, any, any> }
  | { state: 'failed'; message: string };

/**
 * Reads the character's file and opens an editor on it for as long as the
 * page shows. The editor writes through the campaign (atomic, conflicts on
 * the banner); leaving the page or the window saves what is pending first.
 */
export function useCharacterEditor(campaign: CampaignStore, characterId: string, systemId: string | undefined): EditorLoad {
  const [load, setLoad] = useState<EditorLoad>({ state: 'loading' });

  useEffect(() => {
    if (systemId === undefined) return;
    const system = getRuleSystem(systemId);
    if (!system) {
      setLoad({ state: 'failed', message: `This version of the app does not know the game "${systemId}". Update the app to edit this character.` });
      return;
    }
    let cancelled = false;
    let editor: CharacterEditorStore<any, any, any> | undefined;
    setLoad({ state: 'loading' });
    void campaign.load(characterId).then((file) => {
      if (cancelled) return;
      if (!file) {
        setLoad({ state: 'failed', message: 'The character’s file could not be read; the campaign page lists what is wrong with it.' });
        return;
      }
      editor = new CharacterEditorStore({
        system,
        file,
        campaignSettings: campaign.campaign.settings,
        writer: { save: (next, hooks) => campaign.saveCharacter(next, hooks), resolveConflict: (choice) => campaign.resolveConflict(choice) },
        today: campaign.today,
      });
      campaign.attachEditor(editor);
      setLoad({ state: 'ready', editor });
    });
    return () => {
      cancelled = true;
      if (editor) {
        const leaving = editor;
        // Whatever is pending is still written; the campaign keeps its revision bookkeeping.
        void leaving.flush().finally(() => {
          leaving.dispose();
          campaign.detachEditor(leaving);
        });
      }
    };
  }, [campaign, characterId, systemId]);

  const editor = load.state === 'ready' ? load.editor : undefined;
  useEffect(() => {
    if (!editor) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!editor.hasUnsavedEdits) return;
      void editor.flush();
      // Asks the browser to confirm leaving while the last edit is still being written.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [editor]);

  return load;
}
