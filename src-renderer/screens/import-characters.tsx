import { observer } from 'mobx-react-lite';
import { FilePickButton } from '../components/file-pick-button';
import { useEffect, useState } from 'react';
import type { CampaignStore } from '../state/campaign-store';
import type { TransferOutcome } from '../state/character-transfer';
import { readText } from '../components/file-transfer';

/** The text of each file, with its name. */
function readFiles(files: readonly File[]): Promise<{ name: string; text: string }[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, text: await readText(file) })));
}

const holdsFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;

/**
 * Characters brought into the campaign from files: "Import characters…" chooses one or more, and a file dropped
 * anywhere on the campaign's page comes in the same way (a band across the page says where it goes while a
 * file is dragged over). Each import is one undo step; what each file became is said below the button.
 */
export const ImportCharacters = observer(function ImportCharacters({ campaign }: { campaign: CampaignStore }) {
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<TransferOutcome[]>([]);

  const importFiles = async (files: readonly File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    try {
      setOutcomes(await campaign.importCharacters(await readFiles(files)));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    // A file dropped on the page is imported, never opened in place of the app.
    const over = (event: DragEvent) => {
      if (!holdsFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (event.relatedTarget === null) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!holdsFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      void importFiles(Array.from(event.dataTransfer?.files ?? []));
    };
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
    // importFiles only reads the campaign, which is the effect's dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [campaign]);

  return (
    <div className="import-characters">
      <FilePickButton
        label={busy ? 'Importing…' : 'Import characters…'}
        inputLabel="Character files to import"
        multiple
        disabled={busy || campaign.editsPaused}
        onFiles={(files) => void importFiles(files)}
      />
      <span className="hint"> or drop character files anywhere on this page.</span>
      {dragging && (
        <div className="drop-band" aria-hidden="true">
          Drop to import into {campaign.campaign.name}
        </div>
      )}
      {outcomes.some((o) => o.ok) && (
        <div role="status">
          {outcomes
            .filter((o) => o.ok)
            .map((o, i) => (
              <p key={i} className="party-award-done">
                {o.message}
              </p>
            ))}
        </div>
      )}
      {outcomes.some((o) => !o.ok) && (
        <div role="alert">
          {outcomes
            .filter((o) => !o.ok)
            .map((o, i) => (
              <p key={i} className="field-problem">
                {o.message}
              </p>
            ))}
        </div>
      )}
    </div>
  );
});
