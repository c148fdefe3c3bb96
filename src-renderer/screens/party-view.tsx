import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
import type { CharacterSummary } from '../../shared/api';
import type { Session } from '../../shared/model';
import { ChoiceField } from '../components/form-fields';
import { calendarDate, figure } from '../base/format';
import { useProgressiveCount } from '../components/use-progressive-count';
import type { CampaignStore } from '../state/campaign-store';
import type { CharacterState } from '../state/character-states';
import { findSystemScreens } from '../systems';
import type { PartySummaryColumn } from '../contract/game-screens';
import { PartyTurnOrder } from './party-turn-order';
import './party-view.css';

/** A column of the party view: its heading, what a row shows, and what it sorts by (undefined sorts last). */
interface Column {
  id: string;
  heading: string;
  numeric: boolean;
  shown(row: Row): string;
  key(row: Row): string | number | undefined;
}

interface Row {
  character: CharacterSummary;
  state: CharacterState;
}

type Sort = { column: string; descending: boolean };

/** Text in the reader's order, numbers within it by value ("Hero 9" before "Hero 10"); made once, as making one is slow. */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const compare = (a: string | number | undefined, b: string | number | undefined): number => {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
};

const CHECKING: CharacterState = { kind: 'checking' };

/** The party view's columns: the name, the game's own, points unspent, rule errors and the last session. */
function columnsOf(screens: ReturnType<typeof findSystemScreens>, campaignSessions: readonly Session[]): Column[] {
  const points = screens?.points;
  const sessions = new Map(campaignSessions.map((s) => [s.id, s]));
  const checked = (row: Row) => (row.state.kind === 'checked' ? row.state.glance : undefined);
  const gameColumns: Column[] = ((screens?.partySummary ?? []) as readonly PartySummaryColumn<unknown>[]).map(
    (c, i) => ({
      id: `game-${i}`,
      heading: c.heading,
      numeric: false,
      key: (row) => {
        const sheet = checked(row)?.sheet;
        return sheet === undefined ? undefined : c.value(sheet);
      },
      shown: (row) => {
        const sheet = checked(row)?.sheet;
        if (sheet === undefined) return '';
        const value = c.value(sheet);
        return typeof value === 'number' ? figure(value) : value;
      },
    }),
  );
  return [
    {
      id: 'name',
      heading: 'Character',
      numeric: false,
      key: (row) => row.character.name,
      shown: (row) => row.character.name,
    },
    ...gameColumns,
    {
      id: 'unspent',
      heading: points ? `${points.short} unspent` : 'Points unspent',
      numeric: true,
      key: (row) => checked(row)?.left,
      shown: (row) => {
        const left = checked(row)?.left;
        return left === undefined ? '' : figure(left);
      },
    },
    {
      id: 'rules',
      heading: 'Rule errors',
      numeric: true,
      key: (row) =>
        row.state.kind === 'checked' ? (row.state.glance.legal ? 0 : Math.max(1, row.state.glance.errors)) : undefined,
      shown: (row) =>
        row.state.kind === 'checking'
          ? 'Checking…'
          : row.state.kind === 'unreadable'
            ? 'Not known'
            : row.state.glance.legal
              ? 'Legal'
              : figure(Math.max(1, row.state.glance.errors)),
    },
    {
      id: 'session',
      heading: 'Last session',
      numeric: false,
      key: (row) => {
        const session = sessions.get(checked(row)?.lastSession ?? '');
        return session ? `${session.date} ${session.name}` : undefined;
      },
      shown: (row) => {
        const id = checked(row)?.lastSession;
        if (id === undefined) return '';
        const session = sessions.get(id);
        return session ? `${session.name} (${calendarDate(session.date)})` : 'a session no longer listed';
      },
    },
  ];
}

/** One character's row: its name, which opens it, and its values, drawn again when its state is worked out. */
const PartyRow = observer(function PartyRow({
  campaign,
  character,
  columns,
}: {
  campaign: CampaignStore;
  character: CharacterSummary;
  columns: readonly Column[];
}) {
  const row: Row = { character, state: campaign.states.stateOf(character.id) };
  return (
    <tr>
      <th scope="row">
        <button
          type="button"
          className="link-button"
          aria-label={`Open ${character.name}`}
          onClick={() => campaign.openCharacter(character.id)}
        >
          {character.name}
        </button>
        {row.state.kind === 'checked' && row.state.glance.npc && <span className="party-view-npc"> NPC</span>}
      </th>
      {columns.slice(1).map((column) => (
        <td key={column.id} className={column.numeric ? 'num' : undefined}>
          {column.shown(row)}
        </td>
      ))}
    </tr>
  );
});

/**
 * The party at a glance: every character with its game's key values, the points it has unspent, its rule errors
 * and the last session it took part in; sorted by any column (press its heading; again to reverse), filtered by
 * name, to players' or non-player characters, and to those with rule errors. A name opens the character. Values show once each character's file has
 * been read in the background.
 */
export const PartyView = observer(function PartyView({ campaign }: { campaign: CampaignStore }) {
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [kind, setKind] = useState<'everyone' | 'players' | 'npcs'>('everyone');
  const [sort, setSort] = useState<Sort>({ column: 'name', descending: false });
  const screens = findSystemScreens(campaign.campaign.system);
  // Made again only when the game or the sessions change, so an award (a change to campaign.json that is neither)
  // does not draw every row again.
  const sessions = campaign.campaign.sessions;
  const columns = useMemo(() => columnsOf(screens, sessions), [screens, sessions]);
  const sortedBy = columns.find((c) => c.id === sort.column) ?? columns[0]!;
  const needle = filter.trim().toLowerCase();
  // Sorted by name and not filtered by state, the table does not follow the states: each row follows its own,
  // so the states worked out one by one in the background redraw one row each, not the whole table.
  const byState = sortedBy.id !== 'name' || onlyErrors || kind !== 'everyone';
  const rows: Row[] = campaign.sortedCharacters
    .map((character) => ({ character, state: byState ? campaign.states.stateOf(character.id) : CHECKING }))
    .filter((row) => needle === '' || row.character.name.toLowerCase().includes(needle))
    .filter((row) => !onlyErrors || (row.state.kind === 'checked' && !row.state.glance.legal))
    .filter(
      (row) => kind === 'everyone' || (row.state.kind === 'checked' && row.state.glance.npc === (kind === 'npcs')),
    )
    // Each row's key worked out once, not at every comparison.
    .map((row) => ({ row, key: sortedBy.key(row) }))
    .sort((a, b) => {
      const order = compare(a.key, b.key);
      const byName = compare(a.row.character.name, b.row.character.name);
      // Characters not read yet stay last whichever way the column runs.
      if (a.key === undefined || b.key === undefined) return order || byName;
      return (sort.descending ? -order : order) || byName;
    })
    .map(({ row }) => row);
  const total = campaign.sortedCharacters.length;
  const drawn = useProgressiveCount(rows.length);

  return (
    <>
      <section className="card party-view" aria-labelledby={headingId}>
        <h2 id={headingId}>The party at a glance</h2>
        <div className="party-view-filters no-print" role="group" aria-label="Filter the party">
          <label htmlFor={filterId}>Filter by name</label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            autoComplete="off"
          />
          <ChoiceField
            label="Show"
            value={kind}
            choices={[
              { value: 'everyone', label: 'Every character' },
              { value: 'players', label: "Players' characters" },
              { value: 'npcs', label: 'Non-player characters' },
            ]}
            onChange={setKind}
          />
          <label className="party-view-check">
            <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
            Only characters with rule errors
          </label>
        </div>
        <p className="hint" aria-live="polite">
          {rows.length === total
            ? `${figure(total)} ${total === 1 ? 'character' : 'characters'}.`
            : `${figure(rows.length)} of ${figure(total)} characters shown.`}
        </p>
        {rows.length > 0 && (
          <div className="party-view-scroll">
            <table className="party-view-table" aria-labelledby={headingId}>
              <thead>
                <tr>
                  {columns.map((column) => {
                    const active = column.id === sortedBy.id;
                    return (
                      <th
                        key={column.id}
                        scope="col"
                        className={column.numeric ? 'num' : undefined}
                        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                      >
                        <button
                          type="button"
                          className="party-view-sort"
                          onClick={() => setSort({ column: column.id, descending: active ? !sort.descending : false })}
                        >
                          {column.heading}
                          <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, drawn).map((row) => (
                  <PartyRow key={row.character.id} campaign={campaign} character={row.character} columns={columns} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <PartyTurnOrder campaign={campaign} />
    </>
  );
});
