import { observer } from 'mobx-react-lite';
import {
  INHERENT_DISCOUNT,
  NEGATIVE_LOWER_COST,
  OCCUPATION_COST_FACTOR,
  SECONDARY_CREATION_COST,
  SECONDARY_START_MAX,
} from '../../../../shared/rules/systems/mls';
import { creationSheet, type MlsEditor } from '../controls/creation-step';
import { levelText } from '../controls/format';
import { SKILL_ODDS_EXPLANATION } from '../controls/odds-display';
import { NegativeRow } from './negative-row';
import { SecondaryRow } from './secondary-row';
import { StepFindings } from '../../../components/builder/step-findings';
import { MLS_BUILDER } from './steps';
import { TraitForm } from './trait-form';
import { cps } from '../../../base/format';

const LEVEL_PRICES = SECONDARY_CREATION_COST.map(
  (cp, level) => `${level === 0 ? cps(cp) : cp} at ${levelText(level)}`,
).join(', ');

/** The occupation: one secondary trait, a package skill at base level or above, at double cost. */
export const OccupationStep = observer(function OccupationStep({ editor }: { editor: MlsEditor }) {
  const sheet = creationSheet(editor);
  const occupations = sheet.secondaries.filter((s) => s.occupation);
  return (
    <div className="builder-step-body">
      <p className="hint">
        Every character has one occupation: a package skill at base level or above that costs {OCCUPATION_COST_FACTOR}{' '}
        times the price of a single skill. It is chosen here, and only here.
      </p>
      {occupations.length > 0 ? (
        <ul className="trait-cards" aria-label="Occupation">
          {occupations.map((s) => (
            <SecondaryRow key={s.id} editor={editor} trait={s} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">No occupation chosen yet.</p>
      )}
      <TraitForm editor={editor} what="occupation" />
      <StepFindings editor={editor} plan={MLS_BUILDER} step="occupation" />
    </div>
  );
});

/** Secondary traits other than the occupation: add, raise, lower and remove, with the odds on 3d6 beside each. */
export const SecondaryStep = observer(function SecondaryStep({ editor }: { editor: MlsEditor }) {
  const sheet = creationSheet(editor);
  const occupations = sheet.secondaries.filter((s) => s.occupation);
  const others = sheet.secondaries.filter((s) => !s.occupation);
  return (
    <div className="builder-step-body">
      <p className="hint">
        Trained and Natural traits cost {LEVEL_PRICES}; Inherent ones cost {INHERENT_DISCOUNT} CP less. No trait may
        begin above base +{SECONDARY_START_MAX}. {SKILL_ODDS_EXPLANATION}
      </p>
      {occupations.length > 0 && (
        <p className="hint">
          The occupation, {occupations.map((s) => s.name).join(' and ')}, is in the Occupation step.
        </p>
      )}
      {others.length > 0 ? (
        <ul className="trait-cards" aria-label="Secondary traits">
          {others.map((s) => (
            <SecondaryRow key={s.id} editor={editor} trait={s} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">No secondary traits yet.</p>
      )}
      <TraitForm editor={editor} what="secondary" />
      <StepFindings editor={editor} plan={MLS_BUILDER} step="secondaries" />
    </div>
  );
});

/** Negative traits: each level above base yields CPs at the Trained rate. */
export const NegativeStep = observer(function NegativeStep({ editor }: { editor: MlsEditor }) {
  const sheet = creationSheet(editor);
  return (
    <div className="builder-step-body">
      <p className="hint">
        A negative trait yields CPs at the Trained rate: {LEVEL_PRICES}. In play it can be bought down again, from +4
        downwards, for {NEGATIVE_LOWER_COST.slice().reverse().join(', ')} CPs a level (the last removes it).
      </p>
      {sheet.negatives.length > 0 ? (
        <ul className="trait-cards" aria-label="Negative traits">
          {sheet.negatives.map((n) => (
            <NegativeRow key={n.id} editor={editor} trait={n} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">No negative traits. They are optional.</p>
      )}
      <TraitForm editor={editor} what="negative" />
      <StepFindings editor={editor} plan={MLS_BUILDER} step="negatives" />
    </div>
  );
});
