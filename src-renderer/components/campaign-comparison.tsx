import { useId, type ReactNode } from 'react';
import type {
  ComparedCampaign,
  ComparedEntry,
  FieldChoice,
  MergeChoices,
  MergeCollision,
  PartyAging,
  PartyAward,
  Session,
  SettingsChange,
} from '../../shared/model';
import { calendarDate, countOf } from '../base/format';
import { ColumnHeads } from './column-heads';
import { MergeCollisions } from './ledger-comparison';

/**
 * Two versions of a campaign side by side, record by record, before anything is chosen: its sessions, awards,
 * agings and settings changes, each once in the order a merge keeps them, with which version has it; then what keeps
 * the two from being merged, the fields both changed differently with a choice for each, and what the merge would
 * leave to the game master (a remainder shared out twice).
 */
export function CampaignComparison({
  compared,
  collisions,
  fields,
  chosen,
  onChoose,
  notices,
  characterName,
  collisionsId,
}: {
  compared: ComparedCampaign;
  collisions: readonly MergeCollision[];
  /** Fields both versions set differently: one choice each. */
  fields: readonly FieldChoice[];
  chosen: MergeChoices;
  onChoose(key: string, value: unknown): void;
  notices: readonly string[];
  /** A character's name by id, for the awards' shares. */
  characterName(id: string): string;
  /** The id of the list of what keeps the versions from being merged, for the merge button to point to. */
  collisionsId?: string;
}) {
  return (
    <div className="campaign-comparison">
      <MergeCollisions collisions={collisions} id={collisionsId} />
      {fields.length > 0 && <FieldChoices fields={fields} chosen={chosen} onChoose={onChoose} />}
      {notices.length > 0 && (
        <div className="banner" role="note">
          {notices.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      <RecordTable
        title="Sessions"
        empty="Neither version has a session."
        rows={compared.sessions}
        describe={(s: Session) => s.name}
      />
      <RecordTable
        title="Awards"
        empty="Neither version has an award to the party."
        rows={compared.awards}
        describe={(a: PartyAward) => awardText(a, characterName)}
      />
      {compared.agings.length > 0 && (
        <RecordTable
          title="Party agings"
          empty=""
          rows={compared.agings}
          describe={(a: PartyAging) => `${a.members.map(characterName).join(', ')} aged`}
        />
      )}
      <RecordTable
        title="Settings changes"
        empty="Neither version recorded a change of the settings."
        rows={compared.settingsChanges}
        describe={changeText}
      />
    </div>
  );
}

/** "10 points: Ragna 2, Bjorn 2, Sigrid 2, Ulf 2; 2 carried (Ulf's share taken back)". */
function awardText(award: PartyAward, characterName: (id: string) => string): string {
  const shares = Object.entries(award.shares)
    .map(([id, points]) => `${characterName(id)} ${points}`)
    .join(', ');
  const carried = award.remainder > 0 ? `; ${award.remainder} carried` : '';
  const back = (award.takenBack ?? []).map((t) => `${characterName(t.character)}'s share taken back`);
  return `${countOf(award.points, 'point', 'points')}: ${shares}${carried}${back.length > 0 ? ` (${back.join(', ')})` : ''}`;
}

function changeText(change: SettingsChange): string {
  const fields = change.changes.map((c) => `${pathText(c.path)} ${valueText(c.from)} → ${valueText(c.to)}`).join('; ');
  return change.settles ? `${fields} (a choice between two versions)` : fields;
}

/** "settings › startingXp" as the user reads it: "startingXp", or "the campaign's name". */
export function pathText(path: readonly string[]): string {
  if (path.length === 1 && path[0] === 'name') return "the campaign's name";
  return (path[0] === 'settings' ? path.slice(1) : path).join(' › ');
}

/** A setting's value in words: a number or text as it is, a switch as on or off, nothing as "not set". */
export function valueText(value: unknown): string {
  if (value === undefined) return 'not set';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return `“${value}”`;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

function RecordTable<T extends { id: string; date: string }>({
  title,
  empty,
  rows,
  describe,
}: {
  title: string;
  empty: string;
  rows: readonly ComparedEntry<T>[];
  describe(record: T): ReactNode;
}) {
  const id = useId();
  const onlyHere = rows.filter((r) => r.side === 'first').length;
  const onlyThere = rows.filter((r) => r.side === 'second').length;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="hint">{empty}</p>
      ) : (
        <>
          <p className="hint">
            {onlyHere === 0 && onlyThere === 0
              ? 'Both versions have the same.'
              : `${onlyThere} only in the other version, ${onlyHere} only in the current version.`}
          </p>
          <table className="builder-table" aria-labelledby={id}>
            <ColumnHeads columns={['Date', title.replace(/s$/, ''), 'Current version', 'Other version']} />
            <tbody>
              {rows.map(({ event, side }) => (
                <tr key={event.id} className={side === 'both' ? undefined : 'ledger-comparison-differs'}>
                  <td>{calendarDate(event.date)}</td>
                  <th scope="row">{describe(event)}</th>
                  <td>{side === 'second' ? 'not there' : 'has it'}</td>
                  <td>{side === 'first' ? 'not there' : 'has it'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/**
 * One choice per field two versions set differently: the current version's value or the other's. A campaign's
 * fields are keyed by their path (see fieldKey); `describe` puts another kind's values in words.
 */
export function FieldChoices({
  fields,
  chosen,
  onChoose,
  title = 'Choose what to keep where both versions changed the same setting',
  describe,
}: {
  fields: readonly FieldChoice[];
  chosen: MergeChoices;
  onChoose(key: string, value: unknown): void;
  title?: string;
  describe?: (key: string, value: unknown) => string;
}) {
  const id = useId();
  const valueOf = (key: string, value: unknown) => (describe ? describe(key, value) : valueText(value));
  return (
    <section aria-labelledby={id} className="field-choices">
      <h2 id={id}>{title}</h2>
      {fields.map((field, i) => {
        const legend = describe ? field.label : pathText(JSON.parse(field.key) as string[]);
        const name = `${id}-${i}`;
        const picked = chosen[field.key];
        const isPicked = (value: unknown) =>
          picked !== undefined && JSON.stringify(picked.value) === JSON.stringify(value);
        return (
          <fieldset key={field.key}>
            <legend>{legend}</legend>
            <label>
              <input
                type="radio"
                name={name}
                checked={isPicked(field.first)}
                onChange={() => onChoose(field.key, field.first)}
              />{' '}
              Current version: {valueOf(field.key, field.first)}
            </label>
            <label>
              <input
                type="radio"
                name={name}
                checked={isPicked(field.second)}
                onChange={() => onChoose(field.key, field.second)}
              />{' '}
              Other version: {valueOf(field.key, field.second)}
            </label>
          </fieldset>
        );
      })}
    </section>
  );
}
