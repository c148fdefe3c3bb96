import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CampaignListing, CharacterSummary } from '../../shared/api';
import type { CampaignStore } from '../state/campaign-store';
import type { TransferOutcome } from '../state/character-transfer';
import { saveAsFile } from '../components/file-transfer';
import { dialogKeyDown } from '../components/keep-focus';
import { ModalLayer } from '../components/modal-layer';

const FOCUSABLE = 'button:not([disabled]), select:not([disabled]), input:not([disabled])';

/** The campaigns of the same game that can receive a character, or why they could not be listed. */
type Targets = { ok: true; campaigns: CampaignListing[] } | { ok: false; message: string };

/** A copy or move the chosen campaign would make twice, with the name it would be made under and why it asks. */
interface Asked {
  mode: 'copy' | 'move';
  target: CampaignListing;
  as: string;
  message: string;
}

/** Saves the character as a file of its own, and says where it went, or that it could not be read. */
async function saveCharacterFile(campaign: CampaignStore, character: CharacterSummary): Promise<TransferOutcome> {
  const exported = await campaign.exportCharacter(character.id);
  if (!exported) return { ok: false, message: `${character.name} could not be read; see the message below.` };
  saveAsFile(exported.fileName, exported.text);
  return {
    ok: true,
    message: `Saved ${character.name} as ${exported.fileName}. Import it into any ${campaign.systemName} campaign with “Import characters”.`,
  };
}

/** The section "To another campaign": the campaigns of the same game to send the character to, with Copy there and Move there. */
function TargetCampaigns({
  systemName,
  id,
  targets,
  value,
  disabled,
  onChange,
  onSend,
}: {
  systemName: string;
  id: string;
  targets: Targets | undefined;
  value: string;
  disabled: boolean;
  onChange(key: string): void;
  onSend(mode: 'copy' | 'move'): void;
}) {
  return (
    <>
      <h3>To another {systemName} campaign</h3>
      {!targets && <p aria-busy="true">Looking for other campaigns…</p>}
      {targets && !targets.ok && <p className="field-problem">{targets.message}</p>}
      {targets?.ok && targets.campaigns.length === 0 && (
        <p className="empty-state">There is no other {systemName} campaign to send it to.</p>
      )}
      {targets?.ok && targets.campaigns.length > 0 && (
        <div className="inline-form">
          <label htmlFor={id}>Campaign</label>
          <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
            {targets.campaigns.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
          <button type="button" disabled={disabled} onClick={() => onSend('copy')}>
            Copy there
          </button>
          <button type="button" className="danger-quiet" disabled={disabled} onClick={() => onSend('move')}>
            Move there
          </button>
        </div>
      )}
    </>
  );
}

/** The chosen campaign already has the character: copy or move it again under another name, or leave it. */
function AskedAgain({
  asked,
  disabled,
  onSend,
  onLeave,
}: {
  asked: Asked;
  disabled: boolean;
  onSend(): void;
  onLeave(): void;
}) {
  return (
    <div className="banner banner-warning" role="alert">
      <p>{asked.message}</p>
      <div className="toolbar">
        <button type="button" disabled={disabled} onClick={onSend}>
          {asked.mode === 'copy' ? 'Copy' : 'Move'} as “{asked.as}”
        </button>
        <button type="button" onClick={onLeave}>
          Leave it
        </button>
      </div>
    </div>
  );
}

/** What the dialog is doing, what it did, and what went wrong. */
function OutcomeNote({ busy, outcome }: { busy: boolean; outcome: TransferOutcome | undefined }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {busy && <p>Working…</p>}
        {outcome?.ok && <p className="party-award-done">{outcome.message}</p>}
      </div>
      {outcome && !outcome.ok && (
        <p className="field-problem" role="alert">
          {outcome.message}
        </p>
      )}
    </>
  );
}

/**
 * Where a character can go from its campaign: saved as a file of its own (to keep, to mail, to import into
 * another campaign later), or copied or moved into another campaign of the same game, where that campaign's
 * settings check it. A modal dialog: focus starts on its first choice and stays inside, Escape closes it,
 * and focus goes back to the button that opened it.
 */
export function ExportCharacterDialog({
  campaign,
  character,
  onClose,
}: {
  campaign: CampaignStore;
  character: CharacterSummary;
  onClose(): void;
}) {
  const ids = { title: useId(), target: useId() };
  const dialog = useRef<HTMLDivElement>(null);
  const [targets, setTargets] = useState<Targets>();
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TransferOutcome>();
  // A copy or move the chosen campaign would make twice, waiting for the player's word.
  const [asked, setAsked] = useState<Asked>();

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    let live = true;
    void campaign.campaignsToReceive().then((found) => {
      if (!live) return;
      setTargets(found);
      if (found.ok && found.campaigns[0]) setTarget(found.campaigns[0].key);
    });
    return () => {
      live = false;
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [campaign]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    dialogKeyDown(event.nativeEvent, dialog.current, FOCUSABLE, onClose);

  const saveFile = async () => {
    setBusy(true);
    const saved = await saveCharacterFile(campaign, character);
    setBusy(false);
    setOutcome(saved);
  };

  const send = async (mode: 'copy' | 'move', alongside?: CampaignListing) => {
    const chosen = alongside ?? (targets?.ok ? targets.campaigns.find((c) => c.key === target) : undefined);
    if (!chosen) return;
    setBusy(true);
    setAsked(undefined);
    const result = await campaign.sendCharacter(character.id, chosen, mode, { alongside: alongside !== undefined });
    setBusy(false);
    if (!result.ok && result.already) {
      setOutcome(undefined);
      setAsked({ mode, target: chosen, as: result.already.as, message: result.message });
      return;
    }
    setOutcome(result);
  };

  const moved = outcome?.ok && !campaign.characters.has(character.id);
  return (
    <ModalLayer>
      <div
        ref={dialog}
        className="dialog export-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        onKeyDown={onKeyDown}
      >
        <h2 id={ids.title}>Export {character.name}</h2>
        <div className="dialog-body">
          <h3>As a file</h3>
          <p>The character's file as the campaign keeps it: creation and every ledger entry.</p>
          <button type="button" disabled={busy || moved} onClick={() => void saveFile()}>
            Save as a file
          </button>
          <TargetCampaigns
            systemName={campaign.systemName}
            id={ids.target}
            targets={targets}
            value={target}
            disabled={busy || moved || campaign.editsPaused}
            onChange={(key) => {
              setTarget(key);
              setAsked(undefined);
            }}
            onSend={(mode) => void send(mode)}
          />
          {asked && (
            <AskedAgain
              asked={asked}
              disabled={busy || campaign.editsPaused}
              onSend={() => void send(asked.mode, asked.target)}
              onLeave={() => setAsked(undefined)}
            />
          )}
          <OutcomeNote busy={busy} outcome={outcome} />
        </div>
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </ModalLayer>
  );
}
