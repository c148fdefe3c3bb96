import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  HEIMR_FATIGUE_BOOK as F,
  chanceFailsOnFatigue,
  chanceFatigueRises,
  explainFatigueFailure,
  explainFatigueRise,
  fatigueAfterBreather,
  fatigueAfterPhysicalRoll,
  fatigueAfterRest,
  sceneFatigueStart,
  type AbilitySheet,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import { figure, percent, signed } from '../../../base/format';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { WhyRule } from '../../../components/explain/why-button';
import { BookLine } from '../controls/combat-words';
import { countable } from '../controls/odds';

/*
 * Fatigue in this scene, help at the table (002_660a93111b0de833.txt, "Fatigue", "Base fatigue", "Fatigue during
 * combat", "List of combat actions"): the fatigue starts at base fatigue and follows the D6 of each physical roll, the
 * breathers and the rests the player presses, with the chance the next physical roll raises it and the chance each
 * physical ability fails on it alone. It lives in this component only: nothing is written to the character's file,
 * and opening the page again starts from base fatigue (HEIMR_READINGS.sceneFatigue).
 */

const MINUS = '\u2212';
const FACES = [1, 2, 3, 4, 5, 6] as const;

/** The scene as the player moves it: the fatigue, whether it rose this turn, and what the last press did. */
interface Scene {
  fatigue: number;
  risenThisTurn: boolean;
  said: string;
}

/** The scene's fatigue, started again whenever the base fatigue changes (a rise of stamina, say). */
export const SheetFatigue = observer(function SheetFatigue({ sheet }: { sheet: HeimrSheet }) {
  return <SceneFatigue key={sheet.baseFatigue} sheet={sheet} />;
});

/** What a physical roll's D6 did, in words. */
function rollSaid(before: number, d6: number, after: number, risen: boolean): string {
  if (after > before) return `The D6 showed ${d6}, lower than fatigue ${before}: fatigue rises to ${after}.`;
  if (d6 < before && risen)
    return `The D6 showed ${d6}, lower than fatigue ${before}, but fatigue has already risen this turn: it stays ${before}.`;
  if (d6 < before)
    return `The D6 showed ${d6}, lower than fatigue ${before}, but fatigue can go no higher: it stays ${before}.`;
  return `The D6 showed ${d6}, not lower than fatigue ${before}: it stays ${before}.`;
}

function SceneFatigue({ sheet }: { sheet: HeimrSheet }) {
  const ids = { heading: useId(), combat: useId() };
  const base = sheet.baseFatigue;
  const start = sceneFatigueStart(base);
  const [scene, setScene] = useState<Scene>({ fatigue: start, risenThisTurn: false, said: '' });
  const [inCombat, setInCombat] = useState(true);
  const roll = (d6: number) =>
    setScene((s) => {
      const risen = inCombat && s.risenThisTurn;
      const fatigue = fatigueAfterPhysicalRoll(s.fatigue, d6, risen);
      return { fatigue, risenThisTurn: risen || fatigue > s.fatigue, said: rollSaid(s.fatigue, d6, fatigue, risen) };
    });
  const breather = () =>
    setScene((s) => {
      const fatigue = fatigueAfterBreather(s.fatigue, base);
      const said =
        fatigue < s.fatigue
          ? `A breather: fatigue ${s.fatigue} falls to ${fatigue}${fatigue === base ? ', the base fatigue' : ''}.`
          : `A breather: fatigue ${s.fatigue} is at base fatigue and can fall no lower.`;
      return { ...s, fatigue, said };
    });
  const rest = () =>
    setScene({
      fatigue: fatigueAfterRest(base),
      risenThisTurn: false,
      said: `A rest out of combat: fatigue back to base fatigue ${base}.`,
    });
  const nextTurn = () =>
    setScene((s) => ({ ...s, risenThisTurn: false, said: `Your next turn: fatigue ${s.fatigue} may rise again.` }));
  return (
    <section className="heimr-combat-part heimr-fatigue" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Fatigue in this scene</h4>
      <p className="how">
        Help at the table: the fatigue of this scene, starting at base fatigue {figure(base)}. Nothing is written to the
        character’s file; opening the page again starts from base fatigue.
      </p>
      <p className="heimr-fatigue-now">
        Fatigue now: <strong>{figure(scene.fatigue)}</strong> (base {figure(base)})
      </p>
      <p className="heimr-fatigue-said" role="status">
        {scene.said}
      </p>
      <p className="heimr-check">
        <input id={ids.combat} type="checkbox" checked={inCombat} onChange={(e) => setInCombat(e.target.checked)} />
        <label htmlFor={ids.combat}>In combat: fatigue rises at most once a turn</label>
      </p>
      <FatigueButtons inCombat={inCombat} onRoll={roll} onBreather={breather} onRest={rest} onNextTurn={nextTurn} />
      <RiseChance fatigue={scene.fatigue} waiting={inCombat && scene.risenThisTurn} />
      <FailChances sheet={sheet} fatigue={scene.fatigue} />
      <BookLine source={F.rises} />
      <BookLine source={F.oncePerTurn} />
      <BookLine source={F.breather} />
      <BookLine source={F.breatherToBase} />
    </section>
  );
}

/** The D6 of a physical roll, the start of the next turn, a breather and a rest, each a labelled button. */
function FatigueButtons({
  inCombat,
  onRoll,
  onBreather,
  onRest,
  onNextTurn,
}: {
  inCombat: boolean;
  onRoll(d6: number): void;
  onBreather(): void;
  onRest(): void;
  onNextTurn(): void;
}) {
  const id = useId();
  return (
    <>
      <div role="group" aria-labelledby={id} className="heimr-fatigue-faces">
        <span id={id}>A physical roll: the D6 showed</span>
        {FACES.map((face) => (
          <button
            key={face}
            type="button"
            aria-label={`A physical roll: the D6 showed ${face}`}
            onClick={() => onRoll(face)}
          >
            {face}
          </button>
        ))}
      </div>
      <p className="heimr-fatigue-actions">
        {inCombat && (
          <button type="button" onClick={onNextTurn}>
            Start of your next turn
          </button>
        )}
        <button type="button" onClick={onBreather}>
          Take a breather ({MINUS}2)
        </button>
        <button type="button" onClick={onRest}>
          Rest (back to base)
        </button>
      </p>
    </>
  );
}

/** The chance the next physical roll raises the fatigue, with its "Why?". */
function RiseChance({ fatigue, waiting }: { fatigue: number; waiting: boolean }) {
  const chance = percent(chanceFatigueRises(fatigue));
  return (
    <p>
      Chance the next physical roll raises fatigue {figure(fatigue)}: {chance}
      <WhyRule
        question={`Why is the chance the next physical roll raises fatigue ${figure(fatigue)} ${chance}?`}
        explain={() => explainFatigueRise(fatigue)}
      />
      {waiting && <span className="how"> It rose this turn, so not before the start of your next turn.</span>}
    </p>
  );
}

/** Each physical ability's chance to fail on the fatigue alone, its dice short of it whatever the potential. */
function FailChances({ sheet, fatigue }: { sheet: HeimrSheet; fatigue: number }) {
  const id = useId();
  const physical = sheet.abilities.filter((a) => a.physical);
  if (physical.length === 0)
    return <p className="empty-state">This campaign has no ability on a physical attribute, so fatigue fails none.</p>;
  return (
    <table className="sheet-table heimr-fatigue-fails">
      <caption id={id}>Chance a physical roll fails on fatigue {figure(fatigue)} alone</caption>
      <ColumnHeads columns={['Ability', figures('Consistency'), figures('Fails on fatigue alone')]} />
      <tbody>
        {physical.map((a) => (
          <FailRow key={a.id} ability={a} fatigue={fatigue} />
        ))}
      </tbody>
    </table>
  );
}

function FailRow({ ability: a, fatigue }: { ability: AbilitySheet; fatigue: number }) {
  const shown = countable(a.consistency);
  const chance = shown ? percent(chanceFailsOnFatigue(a.consistency, fatigue)) : '—';
  return (
    <tr>
      <th scope="row">{a.name}</th>
      <td className="num">{signed(a.consistency)}</td>
      <td className="num">
        {chance}
        {shown && (
          <WhyRule
            question={`Why is ${a.name}’s chance to fail on fatigue ${figure(fatigue)} alone ${chance}?`}
            explain={() => explainFatigueFailure(a.consistency, fatigue, a.name)}
          />
        )}
      </td>
    </tr>
  );
}
