import { useId } from 'react';
import type { Finding } from '../../../../shared/rules/core/findings';
import { formatCoins, parseHursagmuSettings } from '../../../../shared/rules/systems/hursagmu';
import { AddedGifts, AddedTraits } from './campaign-additions';
import { DroppedGifts, DroppedTraits } from './dropped-lists';
import { FieldFindings, findingsFor } from '../../../components/settings/field-findings';
import { NumberField } from '../../../components/settings/number-field';
import { draftOf } from './settings-shape';
import './settings-form.css';

/** The limit a campaign gets when The Master turns "no limit" off again: the rules' default (docs/rules/hursagmu.md). */
const DEFAULT_TRAIT_LIMIT = parseHursagmuSettings({}).settings.maxStartingTraitLevel;

/**
 * HURSAGMU's campaign settings: starting points, the beginning trait limit,
 * the revised encounters, starting coins, and the campaign's own and dropped
 * traits and gifts. Every field shows what the rules say about it.
 */
export function HursagmuSettingsForm({
  settings,
  onChange,
}: {
  settings: unknown;
  onChange(next: Record<string, unknown>): void;
}) {
  const draft = draftOf(settings);
  const { findings } = parseHursagmuSettings(draft);
  const set = (key: string, value: unknown) => onChange({ ...draft, [key]: value });
  const noLimit = draft.maxStartingTraitLevel === null;
  const ids = {
    points: useId(),
    limit: useId(),
    noLimit: useId(),
    revised: useId(),
    revisedNote: useId(),
    coins: useId(),
    coinsNote: useId(),
  };
  const coins =
    typeof draft.startingCoins === 'number' && Number.isInteger(draft.startingCoins) && draft.startingCoins >= 0
      ? draft.startingCoins
      : undefined;

  return (
    <div className="settings-form">
      <div className="settings-numbers">
        <NumberField
          id={ids.points}
          label="Starting character points"
          value={draft.startingCharacterPoints}
          findings={findingsFor(findings, 'settings.startingCharacterPoints')}
          note="Every new character is built with these (the book leaves the number to The Master)."
          onChange={(v) => set('startingCharacterPoints', v)}
        />
        <div className="settings-field">
          <span className="settings-check">
            <input
              id={ids.noLimit}
              type="checkbox"
              checked={noLimit}
              onChange={(e) => set('maxStartingTraitLevel', e.target.checked ? null : DEFAULT_TRAIT_LIMIT)}
            />
            <label htmlFor={ids.noLimit}>No limit on beginning trait levels</label>
          </span>
          {!noLimit && (
            <NumberField
              id={ids.limit}
              label="Maximum beginning trait level"
              value={draft.maxStartingTraitLevel}
              findings={findingsFor(findings, 'settings.maxStartingTraitLevel')}
              note="No trait may start above this level; raises in play may go higher."
              onChange={(v) => set('maxStartingTraitLevel', v)}
            />
          )}
        </div>
        <NumberField
          id={ids.coins}
          label="Starting coins (cc)"
          value={draft.startingCoins}
          findings={findingsFor(findings, 'settings.startingCoins')}
          note={`${coins === undefined ? '' : `That is ${formatCoins(coins)}. `}Starting equipment is paid from these; the rest stays in the purse.`}
          onChange={(v) => set('startingCoins', v)}
        />
      </div>
      <div className="settings-field">
        <span className="settings-check">
          <input
            id={ids.revised}
            type="checkbox"
            checked={draft.revisedEncounters === true}
            aria-describedby={ids.revisedNote}
            onChange={(e) => set('revisedEncounters', e.target.checked)}
          />
          <label htmlFor={ids.revised}>Revised encounters</label>
        </span>
        <p id={ids.revisedNote} className="hint">
          Plays the revised Encounters chapter: Athletics and Riding are called Athlete and Rider, Mysticism gives way
          to the Intuition gift, challenge levels run from 6 to 21 as flat numbers, and haste gives up to +3.
        </p>
        <FieldFindings id={`${ids.revised}-problems`} findings={findingsFor(findings, 'settings.revisedEncounters')} />
      </div>
      <AddedTraits traits={draft.addedTraits} findings={findings} onChange={(next) => set('addedTraits', next)} />
      <AddedGifts gifts={draft.addedGifts} findings={findings} onChange={(next) => set('addedGifts', next)} />
      <DroppedTraits
        dropped={draft.droppedTraits}
        findings={findings}
        onChange={(next) => set('droppedTraits', next)}
      />
      <DroppedGifts dropped={draft.droppedGifts} findings={findings} onChange={(next) => set('droppedGifts', next)} />
      <FieldFindings id={`${ids.points}-other`} findings={unplaced(findings)} />
    </div>
  );
}

const PLACED = [
  'startingCharacterPoints',
  'maxStartingTraitLevel',
  'startingCoins',
  'revisedEncounters',
  'addedTraits',
  'addedGifts',
  'droppedTraits',
  'droppedGifts',
];

/** Findings about no field the form shows, e.g. a key the game does not know in a hand-edited file. */
function unplaced(findings: readonly Finding[]): Finding[] {
  return findings.filter(
    (f) => !PLACED.some((key) => f.path === `settings.${key}` || f.path.startsWith(`settings.${key}.`)),
  );
}
