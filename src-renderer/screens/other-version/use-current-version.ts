import { useEffect, useState } from 'react';
import type { ConflictCopy } from '../../../shared/api';
import type { AnyCharacterEditorStore } from '../../state/character-editor';
import type { CampaignStore } from '../../state/campaign-store';

/**
 * The editor of the character a copy is another version of, to compare the two ledgers: opened through the
 * campaign (and kept by it, as when its page shows), or undefined while it opens, when it cannot be opened, and
 * for a copy of the campaign file.
 */
export function useCurrentVersion(campaign: CampaignStore, copy: ConflictCopy): AnyCharacterEditorStore | undefined {
  const [opened, setOpened] = useState<{ copy: ConflictCopy; editor: AnyCharacterEditorStore }>();
  useEffect(() => {
    let cancelled = false;
    const id = copy.characterId;
    if (id === undefined) return;
    void campaign.openEditor(id, campaign.campaign.system).then((load) => {
      if (!cancelled && load.state === 'ready') setOpened({ copy, editor: load.editor as AnyCharacterEditorStore });
    });
    return () => {
      cancelled = true;
    };
  }, [campaign, copy]);
  return opened?.copy === copy ? opened.editor : undefined;
}
