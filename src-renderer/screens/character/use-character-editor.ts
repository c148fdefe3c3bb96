import { useEffect, useState } from 'react';
import type { CampaignStore } from '../../state/campaign-store';
import type { EditorLoad } from '../../state/kept-editors';

export type { EditorLoad } from '../../state/kept-editors';

/**
 * The character's editor, for as long as the page shows: the one the
 * campaign kept since the page last showed (undo history and all), or a new
 * one on the file as it is on disk. The editor writes through the campaign
 * (atomic, conflicts on the banner); leaving the page saves what is pending,
 * and the campaign keeps the editor until it closes.
 */
export function useCharacterEditor(
  campaign: CampaignStore,
  characterId: string,
  systemId: string | undefined,
): EditorLoad {
  // What the last opening gave, and for which character: another character shows its kept editor or
  // "loading" from its first render on, never the previous character's editor.
  const [opened, setOpened] = useState<{ characterId: string; load: EditorLoad }>(() => ({
    characterId,
    load: readyOrLoading(campaign, characterId),
  }));
  const load = opened.characterId === characterId ? opened.load : readyOrLoading(campaign, characterId);

  useEffect(() => {
    if (systemId === undefined) return;
    let cancelled = false;
    // A kept editor shows at once; the file is read again meanwhile, in case it changed while the page was away.
    let shown = campaign.keptEditor(characterId);
    if (shown) campaign.attachEditor(shown);
    void campaign.openEditor(characterId, systemId).then((result) => {
      if (cancelled) return;
      const next = result.state === 'ready' ? result.editor : undefined;
      if (shown && shown !== next) campaign.detachEditor(shown);
      shown = next;
      if (shown) campaign.attachEditor(shown);
      setOpened({ characterId, load: result });
    });
    return () => {
      cancelled = true;
      if (shown) campaign.closeEditor(shown);
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

function readyOrLoading(campaign: CampaignStore, characterId: string): EditorLoad {
  const kept = campaign.keptEditor(characterId);
  return kept ? { state: 'ready', editor: kept } : { state: 'loading' };
}
