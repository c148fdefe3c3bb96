import { observer } from 'mobx-react-lite';
import { useId, useState, type ComponentType } from 'react';
import type { CampaignStore } from '../state/campaign-store';
import { randomSeed } from '../state/new-character';
import type { TurnOrderMember, TurnOrderProps } from '../contract/game-screens';
import { findSystemScreens } from '../systems';

/**
 * The order of a fight's turns, for a game that has one (`PartyTurnOrder` of its screens): the players' characters
 * take part at first, and any character can be added or left out; the game works out the order from their sheets.
 * Help at the table: nothing here is recorded. Closed at first, so a large party's sheets are read only when asked.
 */
export const PartyTurnOrder = observer(function PartyTurnOrder({ campaign }: { campaign: CampaignStore }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const TurnOrder = findSystemScreens(campaign.campaign.system)?.PartyTurnOrder;
  if (!TurnOrder) return null;
  return (
    <section className="card party-turn-order no-print" aria-labelledby={headingId}>
      <h2 id={headingId}>Turn order</h2>
      <p className="hint">Who acts first in a fight, by the book’s rule. Nothing here is recorded.</p>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide the turn order' : 'Show the turn order'}
      </button>
      {open && <TurnOrderBody campaign={campaign} TurnOrder={TurnOrder} />}
    </section>
  );
});

/** Who takes part (a checkbox for each character whose sheet is known), and the game's order for them. */
const TurnOrderBody = observer(function TurnOrderBody({
  campaign,
  TurnOrder,
}: {
  campaign: CampaignStore;
  TurnOrder: ComponentType<TurnOrderProps<unknown>>;
}) {
  // The characters the user chose or left out; the rest take part when they are players' characters.
  const [chosen, setChosen] = useState<Readonly<Record<string, boolean>>>({});
  const known: (TurnOrderMember<unknown> & { npc: boolean })[] = [];
  const waiting: string[] = [];
  const unreadable: string[] = [];
  for (const character of campaign.sortedCharacters) {
    const state = campaign.states.stateOf(character.id);
    if (state.kind === 'checking') waiting.push(character.name);
    else if (state.kind === 'unreadable' || state.glance.sheet === undefined) unreadable.push(character.name);
    else known.push({ id: character.id, name: character.name, sheet: state.glance.sheet, npc: state.glance.npc });
  }
  const takesPart = (c: { id: string; npc: boolean }) => chosen[c.id] ?? !c.npc;
  return (
    <div className="party-turn-order-body">
      <fieldset className="party-turn-order-who">
        <legend>Who takes part</legend>
        {known.map((c) => (
          <label key={c.id} className="party-view-check">
            <input
              type="checkbox"
              checked={takesPart(c)}
              onChange={(e) => setChosen({ ...chosen, [c.id]: e.target.checked })}
            />
            {c.name}
            {c.npc && ' (NPC)'}
          </label>
        ))}
      </fieldset>
      {waiting.length > 0 && <p className="hint">Still being read: {waiting.join(', ')}.</p>}
      {unreadable.length > 0 && (
        <p className="hint">
          Left out, as their sheets cannot be worked out: {unreadable.join(', ')}. Open each to see what to fix.
        </p>
      )}
      <TurnOrder
        characters={known.filter(takesPart).map(({ id, name, sheet }) => ({ id, name, sheet }))}
        seed={randomSeed}
      />
    </div>
  );
});
