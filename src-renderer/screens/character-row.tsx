import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CharacterSummary } from '../../shared/api';
import { countOf } from '../base/format';
import { describedBy, NameLength, nameTooLong } from '../components/name-limit';
import type { CampaignStore } from '../state/campaign-store';
import type { CharacterState } from '../state/character-states';
import { findSystemScreens } from '../systems';
import './character-row.css';

/**
 * One character in the list: its name opens it, and its state shows beside it (legal or how many rule
 * errors, and the points unspent, once its file has been read); Rename turns the name into a text field
 * (Enter saves, Escape cancels); Duplicate adds a copy; Export saves it as a file or sends it to another
 * campaign; Delete asks first.
 */
export const CharacterRow = observer(function CharacterRow({
  campaign,
  character,
  onDelete,
  onExport,
}: {
  campaign: CampaignStore;
  character: CharacterSummary;
  onDelete(character: CharacterSummary): void;
  onExport(character: CharacterSummary): void;
}) {
  const [draft, setDraft] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const nameButton = useRef<HTMLButtonElement>(null);
  const lengthId = useId();

  useEffect(() => {
    if (campaign.returnFocusTo !== character.id) return;
    nameButton.current?.focus();
    campaign.focusReturned();
  }, [campaign, character.id]);

  useEffect(() => {
    if (draft !== undefined && !wasEditing.current) {
      field.current?.focus();
      field.current?.select();
    }
    if (draft === undefined && wasEditing.current) renameButton.current?.focus();
    wasEditing.current = draft !== undefined;
  }, [draft]);

  const save = () => {
    // A name past the limit stays in the field, with the note beside it saying by how much.
    if (nameTooLong(draft ?? '')) return field.current?.focus();
    const name = draft?.trim() ?? '';
    setDraft(undefined);
    if (name && name !== character.name) void campaign.renameCharacter(character.id, name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(undefined);
    }
  };

  return (
    <li className="character-row">
      {draft === undefined ? (
        <span className="character-glance">
          <button
            ref={nameButton}
            type="button"
            className="character-name"
            onClick={() => campaign.openCharacter(character.id)}
          >
            {character.name}
          </button>
          <CharacterStateText state={campaign.states.stateOf(character.id)} system={character.system} />
        </span>
      ) : (
        <span className="character-name-fields">
          <input
            ref={field}
            type="text"
            className="character-name-field"
            aria-label={`New name for ${character.name}`}
            value={draft}
            autoComplete="off"
            aria-invalid={nameTooLong(draft) ? true : undefined}
            aria-describedby={describedBy(lengthId, draft)}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <NameLength id={lengthId} name={draft} />
        </span>
      )}
      <span className="character-actions">
        {draft === undefined ? (
          <>
            <button
              key="rename"
              ref={renameButton}
              type="button"
              aria-label={`Rename ${character.name}`}
              disabled={campaign.editsPaused}
              onClick={() => setDraft(character.name)}
            >
              Rename
            </button>
            <button
              key="duplicate"
              type="button"
              aria-label={`Duplicate ${character.name}`}
              disabled={campaign.editsPaused}
              onClick={() => void campaign.duplicateCharacter(character.id)}
            >
              Duplicate
            </button>
            <button
              key="export"
              type="button"
              aria-label={`Export ${character.name}`}
              onClick={() => onExport(character)}
            >
              Export…
            </button>
            <button
              key="delete"
              type="button"
              className="danger-quiet"
              aria-label={`Delete ${character.name}`}
              disabled={campaign.editsPaused}
              onClick={() => onDelete(character)}
            >
              Delete
            </button>
          </>
        ) : (
          <>
            <button key="save" type="button" className="primary" onClick={save}>
              Save name
            </button>
            <button key="cancel" type="button" onClick={() => setDraft(undefined)}>
              Cancel
            </button>
          </>
        )}
      </span>
    </li>
  );
});

/** "Legal · 12 CPs unspent", "2 rule errors · 5 CPs overspent", "Checking…", or why the state is not known. */
function CharacterStateText({ state, system }: { state: CharacterState; system: string }) {
  if (state.kind === 'checking') return <span className="character-state character-state-checking">Checking…</span>;
  if (state.kind === 'unreadable')
    return <span className="character-state character-state-unknown">State not known: {state.message}</span>;
  const { glance } = state;
  const screens = findSystemScreens(system);
  // A game may name its points differently while a character is built (HURSAGMU: character points, then experience).
  const points = screens
    ? glance.inPlay
      ? screens.points
      : (screens.pointsIn?.('build') ?? screens.points)
    : undefined;
  const rules = glance.legal ? 'Legal' : countOf(Math.max(1, glance.errors), 'rule error', 'rule errors');
  const amount = (n: number) => (points ? points.format(n) : String(n));
  const left =
    glance.left === undefined
      ? ''
      : glance.left < 0
        ? ` · ${amount(-glance.left)} overspent`
        : ` · ${amount(glance.left)} unspent`;
  return (
    <span
      className={`character-state ${glance.legal ? 'character-state-legal' : 'character-state-errors'}`}
    >{`${rules}${left}`}</span>
  );
}
