import {
  describeBase,
  PERSONALITY_PAIRS,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  skillOdds,
  NOTICEABLE_FROM,
} from '../../../../shared/rules/systems/mls';
import type { MlsSheet, PersonalityTrait } from '../../../../shared/rules/systems/mls';
import { capitalise, percent, signed } from '../../../base/format';
import { Filled, FilledCell, NumHeading, PrintSection, Tag } from '../../../components/print/print-parts';
import { ColumnHeads, figures } from '../../../components/column-heads';

/** The four trait tables of the printed sheet: primary, secondary, negative and personality. */

const KIND_NAMES = { trained: 'Trained', natural: 'Natural', inherent: 'Inherent' } as const;

/** Primary traits: value, how far from the racial average, and training or age reductions. */
export function PrintPrimaries({ sheet, blank }: { sheet: MlsSheet; blank: boolean }) {
  return (
    <PrintSection title="Primary traits" className="mls-print-primaries">
      <table className="print-table">
        <ColumnHeads columns={['Trait', figures('Value'), figures('vs average'), 'Notes']} />
        <tbody>
          {PRIMARY_TRAITS.map((t) => {
            const p = sheet.primaries[t];
            const notes: string[] = [];
            if (sheet.training === t) notes.push('trained up +1 until the next birthday');
            if (p.reductions > 0) notes.push(`${p.reductions} lost to age`);
            return (
              <tr key={t}>
                <th scope="row">{PRIMARY_TRAIT_NAMES[t]}</th>
                <FilledCell blank={blank} strong>
                  {p.value}
                </FilledCell>
                <FilledCell blank={blank}>{signed(p.natural - p.average)}</FilledCell>
                <td className="notes">{blank ? '' : notes.join('; ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </PrintSection>
  );
}

/** Secondary traits with what a player adds to 3d6 and the chance of 15 or more. */
export function PrintSecondaries({ sheet, blank }: { sheet: MlsSheet; blank: boolean }) {
  return (
    <PrintSection title="Secondary traits" className="mls-print-secondaries">
      {sheet.secondaries.length === 0 ? (
        <p className="print-empty">No secondary traits yet.</p>
      ) : (
        <table className="print-table">
          <ColumnHeads columns={['Trait', 'Kind', 'Base', figures('Level'), figures('Value'), figures('Success')]} />
          <tbody>
            {sheet.secondaries.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  {s.name}
                  {s.occupation ? <Tag>occupation</Tag> : null}
                  {s.priest ? <Tag>priest</Tag> : null}
                  {s.combat ? <Tag>combat</Tag> : null}
                </th>
                <td>{KIND_NAMES[s.kind]}</td>
                <td>{describeBase(s.base)}</td>
                <FilledCell blank={blank}>{s.level === null ? 'not acquired' : `base ${signed(s.level)}`}</FilledCell>
                <FilledCell blank={blank} strong>
                  {s.value === null ? '–' : s.value}
                </FilledCell>
                <td className="num">
                  {/* "Use of Skills": 3d6 + trait, 15 or more succeeds; criticals count as successes. */}
                  <Filled blank={blank}>
                    {s.value === null ? '–' : percent(skillOdds(s.value).anySuccess.probability)}
                  </Filled>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
}

/** Negative traits: level above base and value; a removed one says so. */
export function PrintNegatives({ sheet, blank }: { sheet: MlsSheet; blank: boolean }) {
  return (
    <PrintSection title="Negative traits" className="mls-print-negatives">
      {sheet.negatives.length === 0 ? (
        <p className="print-empty">No negative traits.</p>
      ) : (
        <table className="print-table">
          <ColumnHeads columns={['Trait', 'Base', figures('Level'), figures('Value')]} />
          <tbody>
            {sheet.negatives.map((n) => (
              <tr key={n.id}>
                <th scope="row">{n.name}</th>
                <td>{describeBase(n.base)}</td>
                <FilledCell blank={blank}>{n.level === null ? 'removed' : `base ${signed(n.level)}`}</FilledCell>
                <FilledCell blank={blank} strong>
                  {n.value === null ? '–' : n.value}
                </FilledCell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
}

/** The fifteen personality pairs, each as its two traits and their values (which always add up to 20). */
export function PrintPersonality({ sheet, blank }: { sheet: MlsSheet; blank: boolean }) {
  const noticeable = (t: PersonalityTrait) => !blank && sheet.personality[t] >= NOTICEABLE_FROM;
  const cell = (t: PersonalityTrait) => (
    <>
      {capitalise(t)}
      {noticeable(t) ? <Tag>noticeable</Tag> : null}
    </>
  );
  return (
    <PrintSection title="Personality" className="mls-print-personality">
      <table className="print-table print-pairs">
        <thead>
          <tr>
            <th scope="col">Trait</th>
            <NumHeading>Value</NumHeading>
            <NumHeading>Value</NumHeading>
            <th scope="col" className="right">
              Opposite
            </th>
          </tr>
        </thead>
        <tbody>
          {PERSONALITY_PAIRS.map(([a, b]) => (
            <tr key={a}>
              <th scope="row" className={noticeable(a) ? 'strong' : undefined}>
                {cell(a)}
              </th>
              <FilledCell blank={blank} strong>
                {sheet.personality[a]}
              </FilledCell>
              <FilledCell blank={blank} strong>
                {sheet.personality[b]}
              </FilledCell>
              <th scope="row" className={noticeable(b) ? 'strong right' : 'right'}>
                {cell(b)}
              </th>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-note">
        Each pair adds up to 20. A trait of 16 or more is noticeable: to act against it, roll 1d20 over it.
      </p>
    </PrintSection>
  );
}
