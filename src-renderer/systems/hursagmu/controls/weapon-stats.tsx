import type { WeaponStats } from '../../../../shared/rules/systems/hursagmu';
import { formatCoins, weaponDamage } from '../../../../shared/rules/systems/hursagmu';
import { pounds } from '../../../base/format';
import { weaponDamageWords } from './format';
import './controls.css';

/**
 * A built weapon's numbers ("EQUIPMENT" > Weapons) with the wielder's Strength added to damage where the book
 * adds it (every weapon but a mechanical one), on the revised encounters' scale when the campaign plays them.
 */
export function WeaponStatsList({ stats, strength, label }: { stats: WeaponStats; strength: number; label: string }) {
  const total = weaponDamage(stats, strength);
  return (
    <dl className="hursagmu-figures hursagmu-weapon" aria-label={label}>
      <div>
        <dt>Damage</dt>
        <dd>
          <strong>{total}</strong> <span className="hint">{weaponDamageWords(stats, strength)}</span>
        </dd>
      </div>
      <div>
        <dt>Hands</dt>
        <dd>{stats.hands}</dd>
      </div>
      <div>
        <dt>Concealment</dt>
        <dd>
          {stats.concealment === null
            ? 'cannot be concealed'
            : stats.concealment === 0
              ? 'no penalty'
              : `${stats.concealment} to conceal`}
        </dd>
      </div>
      <div>
        <dt>Range</dt>
        <dd>
          {stats.rangeIncrement === 0
            ? 'melee'
            : `increment ${stats.rangeIncrement} ${stats.rangeIncrement === 1 ? 'space' : 'spaces'}`}
          {stats.maxRange !== null ? `, up to ${stats.maxRange} spaces` : ''}
          {stats.thrownPenalty ? `; ${stats.thrownPenalty} to hit when thrown` : ''}
          {stats.reloadAction ? '; an action to reload' : ''}
        </dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{formatCoins(stats.price)}</dd>
      </div>
      <div>
        <dt>Weight</dt>
        <dd>{pounds(stats.weight)}</dd>
      </div>
    </dl>
  );
}
