import { observer } from 'mobx-react-lite';
import { FATE_POINT_COST } from '../../../../shared/rules/systems/mls';
import { creationSheet, type MlsEditor } from '../controls/creation-step';
import { cps } from '../../../base/format';

/**
 * The review's word on CPs left unspent (docs/rules/mls.md, "CPs left after creation"): they stay with the
 * character and are spent in play at the advancement prices ("Character Advancement") and on extra fate
 * points at 5 CPs, but primary traits, which the book prices only at creation, cannot be bought with them later.
 */
export const UnspentSummary = observer(function UnspentSummary({ editor }: { editor: MlsEditor }) {
  if (editor.creation === undefined) return null;
  // What creation leaves, whatever play has earned or spent since.
  const left = creationSheet(editor).creationLeft;
  if (left < 0) return null;
  if (left === 0) return <p className="mls-unspent">Every CP is spent, so none carry into play.</p>;
  return (
    <p className="mls-unspent">
      {cps(left)} left unspent {left === 1 ? 'carries' : 'carry'} into play: the character keeps{' '}
      {left === 1 ? 'it' : 'them'} and spends {left === 1 ? 'it' : 'them'} later, at the advancement prices, on
      secondary traits, lowering negative traits, personality traits, training a primary trait for a year, money, prayer
      or extra fate points at {cps(FATE_POINT_COST)} each. Primary traits can be bought only now.
    </p>
  );
});
