import type { HursagmuSheet, TraitSheet } from '../../../../shared/rules/systems/hursagmu';
import { countOf, figure, signed } from '../../../base/format';
import { FilledCell, PrintSection, Tag } from '../../../components/print/print-parts';
import { ColumnHeads, figures } from '../../../components/column-heads';

/** The traits and gifts of the printed sheet. */

function TraitTable({ traits, blank, label }: { traits: readonly TraitSheet[]; blank: boolean; label: string }) {
  return (
    <table className="print-table hursagmu-print-traits" aria-label={label}>
      <ColumnHeads columns={['Trait', figures('Level'), figures('Roll 2d6 +'), 'Modifiers']} />
      <tbody>
        {traits.map((t) => (
          <tr key={t.id}>
            <th scope="row">
              {t.name}
              {t.campaign ? <Tag>campaign</Tag> : null}
            </th>
            <FilledCell blank={blank}>{t.level}</FilledCell>
            <FilledCell blank={blank} strong>
              {t.value === null ? 'unusable' : figure(t.value)}
            </FilledCell>
            <td className="notes">
              {blank ? '' : t.modifiers.map((m) => `${m.reason} ${signed(m.amount)}`).join('; ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Every trait of the campaign in two columns, so the whole list fits beside
 * itself on the first page. A trait's roll is 2d6 + level + modifiers
 * ("The Trait Roll"); the modifiers say where any difference comes from.
 */
export function PrintTraits({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  const half = Math.ceil(sheet.traits.length / 2);
  return (
    <PrintSection title="Traits" className="hursagmu-print-traits-section">
      <div className="print-columns">
        <TraitTable traits={sheet.traits.slice(0, half)} blank={blank} label="Traits, first column" />
        <TraitTable traits={sheet.traits.slice(half)} blank={blank} label="Traits, second column" />
      </div>
      <p className="print-note">Level 0 is human average. Roll 2d6 + the trait against the challenge level.</p>
    </PrintSection>
  );
}

/** Gifts with their cost (character points at creation, experience points in play), and The Master's approval for those bought in play. */
export function PrintGifts({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  return (
    <PrintSection title="Gifts" className="hursagmu-print-gifts">
      {sheet.gifts.length === 0 ? (
        <p className="print-empty">No gifts.</p>
      ) : (
        <table className="print-table">
          <ColumnHeads columns={['Gift', figures('Cost'), 'Notes']} />
          <tbody>
            {sheet.gifts.map((g) => (
              <tr key={g.id}>
                <th scope="row">{g.name}</th>
                <FilledCell blank={blank}>{figure(g.cost)}</FilledCell>
                <td className="notes">
                  {[
                    blank || g.limbs === undefined ? '' : countOf(g.limbs, 'limb', 'limbs'),
                    g.reason
                      ? `experience points, approved by The Master: ${g.reason}`
                      : blank
                        ? ''
                        : 'character points',
                  ]
                    .filter(Boolean)
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
}
