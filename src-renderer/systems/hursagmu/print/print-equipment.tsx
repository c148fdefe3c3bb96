import {
  REVISED_WEAPON_DAMAGE_SHIFT,
  unitsOf,
  type HursagmuSheet,
  type WeaponSheet,
} from '../../../../shared/rules/systems/hursagmu';
import { Filled, FilledCell, PrintBoxes, PrintSection } from '../../../components/print/print-parts';
import { offset, pounds, term } from '../../../base/format';
import { joinNames, rangeWords } from './print-words';
import { ColumnHeads, figures } from '../../../components/column-heads';

/** Weapons, armor and shield, foci and gear on the printed sheet. */

/** Rows to write in by hand on the pencil sheet, after what the character already has. */
const WRITE_IN_ROWS = 2;

function EmptyRows({ count, columns }: { count: number; columns: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <tr key={`write-in-${i}`} className="hursagmu-print-write-in-row">
          {Array.from({ length: columns }, (_, j) => (
            <td key={j}>{'\u00a0'}</td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** What a weapon's options mean in play ("EQUIPMENT" > Weapons): reloading, thrown penalty, concealment. */
function weaponNotes(w: WeaponSheet): string {
  const notes: string[] = [];
  // The revised encounters' scale: the chapter's lance and pike are 4 below the book's.
  if (w.damage !== w.bookDamage)
    notes.push(`base: the book's ${w.bookDamage}${term(REVISED_WEAPON_DAMAGE_SHIFT)}, revised scale`);
  if (w.reloadAction) notes.push('an action to reload');
  if (w.thrownPenalty !== 0) notes.push(`${w.thrownPenalty} to hit thrown`);
  notes.push(w.concealment === null ? 'cannot be concealed' : `conceal ${w.concealment}`);
  return notes.join('; ');
}

/** Each weapon's damage: its own, plus Strength where the book adds it (every weapon but a mechanical one). */
export function PrintWeapons({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  return (
    <PrintSection title="Weapons" className="hursagmu-print-weapons">
      {sheet.weapons.length === 0 && !blank ? (
        <p className="print-empty">No weapons.</p>
      ) : (
        <table className="print-table">
          <ColumnHeads
            columns={[
              'Weapon',
              'Size',
              figures('Base'),
              figures('+ Strength'),
              figures('Damage'),
              figures('Hands'),
              'Range',
              'Notes',
            ]}
          />
          <tbody>
            {sheet.weapons.map((w) => (
              <tr key={w.id}>
                <th scope="row">{w.name}</th>
                <td>{w.size}</td>
                <FilledCell blank={blank}>{w.damage}</FilledCell>
                <FilledCell blank={blank}>{w.addsStrength ? sheet.strength : 'none'}</FilledCell>
                <FilledCell blank={blank} strong>
                  {w.totalDamage}
                </FilledCell>
                <FilledCell blank={blank}>{w.hands}</FilledCell>
                <td>
                  <Filled blank={blank}>{rangeWords(w.rangeIncrement, w.maxRange)}</Filled>
                </td>
                <td className="notes">{blank ? '' : weaponNotes(w)}</td>
              </tr>
            ))}
            {blank ? <EmptyRows count={WRITE_IN_ROWS} columns={8} /> : null}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
}

/** The suit worn and the shield carried: what each adds and what it takes away. */
export function PrintProtection({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  const armor = sheet.armor;
  const shield = sheet.shield;
  const hindered = sheet.traits.filter((t) => t.modifiers.some((m) => m.reason === 'armor')).map((t) => t.name);
  return (
    <PrintSection title="Armor and shield" className="hursagmu-print-protection">
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Armor', armor?.name ?? 'none', { filled: true, wide: true }],
          ['Armor points', armor?.points ?? 0],
          ['Endurance', armor?.endurance ?? sheet.strength],
          [
            'Shield',
            shield ? `${shield.material === 'steel' ? 'Steel' : 'Wooden'} shield` : 'none',
            { filled: true, wide: true },
          ],
          ['Defense bonus', shield ? offset(shield.defenseBonus) : 0],
        ]}
      />
      {blank ? null : (
        <p className="print-note">
          {armor
            ? `Armor adds to Strength when enduring physical damage (Strength ${sheet.strength} + ${armor.points}), weighs ${pounds(armor.weight)}, and takes ${armor.points} from movement${hindered.length > 0 ? ` and from ${joinNames(hindered)}` : ''}.`
            : 'No armor: Strength alone endures physical damage.'}
          {shield ? ` The shield adds ${shield.defenseBonus} to Defense and weighs ${pounds(shield.weight)}.` : ''}
        </p>
      )}
    </PrintSection>
  );
}

/** Foci: power to channel with Command, negation to resist with Willpower ("EQUIPMENT" > Foci). */
export function PrintFoci({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  if (sheet.foci.length === 0) return null;
  return (
    <PrintSection title="Foci" className="hursagmu-print-foci">
      <table className="print-table">
        <ColumnHeads
          columns={[
            'Focus',
            figures('Length'),
            figures('Power'),
            figures('Negation'),
            figures('Channel'),
            figures('Resist'),
            figures('Weight'),
          ]}
        />
        <tbody>
          {sheet.foci.map((f) => (
            <tr key={f.id}>
              <th scope="row">{f.name}</th>
              <FilledCell blank={blank}>{`${f.length} ft`}</FilledCell>
              <FilledCell blank={blank}>{f.power}</FilledCell>
              <FilledCell blank={blank}>{f.negation}</FilledCell>
              <FilledCell blank={blank} strong>
                {f.channel}
              </FilledCell>
              <FilledCell blank={blank} strong>
                {f.resistance}
              </FilledCell>
              <FilledCell blank={blank}>{f.weight === null ? 'immobile' : pounds(f.weight)}</FilledCell>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-note">
        Channel: Command + power, energy per round. Resist: Willpower + negation, against detrimental spells.
      </p>
    </PrintSection>
  );
}

/** Gear from the book's lists, with quantity and weight. */
export function PrintGear({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  return (
    <PrintSection title="Gear" className="hursagmu-print-gear">
      {sheet.gear.length === 0 && !blank ? (
        <p className="print-empty">No gear.</p>
      ) : (
        <table className="print-table">
          <ColumnHeads columns={['Item', figures('Quantity'), figures('Weight')]} />
          <tbody>
            {sheet.gear.map((g) => (
              <tr key={g.id}>
                <th scope="row">{g.name}</th>
                <FilledCell
                  blank={blank}
                >{`${g.quantity}${g.unit ? ` ${unitsOf(g.unit, g.quantity)}` : ''}`}</FilledCell>
                <FilledCell blank={blank}>{pounds(g.weight)}</FilledCell>
              </tr>
            ))}
            {blank ? <EmptyRows count={WRITE_IN_ROWS} columns={3} /> : null}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
}
