import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { SHIELDS, formatCoins, type HursagmuSheet, type WeaponSheet } from '../../../../shared/rules/systems/hursagmu';
import { countOf, pounds, signed, tenths, figure } from '../../../base/format';
import { Why } from '../../../components/explain/why-button';
import { weaponDamageWords } from '../controls/format';
import { ColumnHeads, figures } from '../../../components/column-heads';

/** Range increment and reach ("ENCOUNTERS" > Range; "EQUIPMENT" > Weapons > Missile). */
function rangeText(w: WeaponSheet): string {
  if (w.maxRange !== null)
    return `missile: +1 to the challenge per ${w.rangeIncrement} spaces, reach ${w.maxRange} spaces (30 per point of damage)`;
  if (w.rangeIncrement > 0)
    return `thrown: +1 to the challenge per ${w.rangeIncrement === 1 ? 'space' : `${w.rangeIncrement} spaces`}`;
  return `melee${w.thrownPenalty !== 0 ? `; ${signed(w.thrownPenalty)} to hit if thrown` : ''}`;
}

/** The character's weapons with damage including Strength where the book adds it, hands, range and concealment. */
export const SheetWeapons = observer(function SheetWeapons({ sheet }: { sheet: HursagmuSheet }) {
  const id = useId();
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Weapons</h3>
      {sheet.weapons.length === 0 ? (
        <p className="empty-state">No weapons.</p>
      ) : (
        <table className="sheet-table" aria-labelledby={id}>
          <ColumnHeads columns={['Weapon', figures('Damage'), figures('Hands'), 'Range', 'Concealment']} />
          <tbody>
            {sheet.weapons.map((w, i) => (
              <tr key={w.id}>
                <th scope="row">
                  {w.name}{' '}
                  <span className="how">
                    (
                    {[w.size, w.throwable && 'throwable', w.missile && 'missile', w.mechanical && 'mechanical']
                      .filter(Boolean)
                      .join(', ')}
                    )
                  </span>
                </th>
                <td className="num">
                  <span className="big-number">{figure(w.totalDamage)}</span>
                  <Why
                    path={`sheet.weapons.${i}.totalDamage`}
                    term={`${w.name}’s damage`}
                    value={figure(w.totalDamage)}
                  />{' '}
                  <span className="how">({weaponDamageWords(w, sheet.strength)})</span>
                </td>
                <td className="num">
                  {w.hands}
                  <Why path={`sheet.weapons.${i}.hands`} term={`the hands ${w.name} takes`} value={w.hands} />
                </td>
                <td className="how">
                  {rangeText(w)}
                  {w.reloadAction ? '; an action to reload' : ''}
                </td>
                <td>{w.concealment === null ? 'cannot be concealed' : signed(w.concealment)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

/** A focus's power, negation, channel and resistance, each with its "Why?". */
function FocusWhys({ focus: f, at }: { focus: HursagmuSheet['foci'][number]; at: string }) {
  return (
    <>
      <Why path={`${at}.power`} term={`${f.name}’s power`} value={f.power} />
      <Why path={`${at}.negation`} term={`${f.name}’s negation`} value={f.negation} />
      <Why path={`${at}.channel`} term={`what ${f.name} channels`} value={f.channel} />
      <Why path={`${at}.resistance`} term={`${f.name}’s resistance`} value={f.resistance} />
    </>
  );
}

/** The traits armor hampers, as the sheet lists them ("EQUIPMENT" > Armor). */
function armored(sheet: HursagmuSheet): string {
  const names = sheet.traits.filter((t) => t.modifiers.some((m) => m.reason === 'armor')).map((t) => t.name);
  return names.length <= 1 ? names.join('') || 'no trait' : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Worn armor, the shield and foci, each with what it gives and what it costs the wearer. */
export const SheetProtection = observer(function SheetProtection({ sheet }: { sheet: HursagmuSheet }) {
  const id = useId();
  const { armor, shield } = sheet;
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Armor, shield and foci</h3>
      <dl className="sheet-facts">
        <dt>Armor</dt>
        <dd>
          {armor ? (
            <>
              <strong>
                {armor.name}, {countOf(armor.points, 'point', 'points')}
              </strong>
              <Why path="sheet.armor.points" term={`${armor.name}’s points`} value={armor.points} />
              <Why path="sheet.armor.endurance" term="Endurance of physical damage" value={armor.endurance} />{' '}
              <span className="how">
                ({pounds(armor.weight)}, {formatCoins(armor.price)}). Penalty {signed(-armor.points)} to movement and to{' '}
                {armored(sheet)}; endures physical damage with Strength {sheet.strength} + armor {armor.points} ={' '}
                {armor.endurance}.
              </span>
            </>
          ) : (
            'None worn.'
          )}
        </dd>
        <dt>Shield</dt>
        <dd>
          {shield ? (
            <>
              <strong>{SHIELDS[shield.material].name}</strong>
              <Why
                path="sheet.shield.defenseBonus"
                term="The shield’s bonus"
                value={signed(shield.defenseBonus)}
              />{' '}
              <span className="how">
                ({signed(shield.defenseBonus)} to Defense, {pounds(shield.weight)})
              </span>
            </>
          ) : (
            'None.'
          )}
        </dd>
      </dl>
      <h4>Foci</h4>
      {sheet.foci.length === 0 ? (
        <p className="empty-state">No foci.</p>
      ) : (
        <ul className="sheet-list">
          {sheet.foci.map((f, i) => (
            <li key={f.id}>
              <strong>{f.name}</strong>
              <FocusWhys focus={f} at={`sheet.foci.${i}`} />{' '}
              <span className="how">
                ({tenths(f.length)} ft, {countOf(f.levels, 'level', 'levels')};{' '}
                {f.weight === null ? 'immobile' : pounds(f.weight)})
              </span>
              : power {f.power}, negation {f.negation}. Channels {f.channel} per round (Command + power); resists
              detrimental spells with {f.resistance} (Willpower + negation).
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
