import type { SymbaroumSettings } from '../../../../shared/rules/systems/symbaroum';
import { figure } from '../../../base/format';
import type { SettingRow } from '../../../contract/game-screens';

/**
 * Symbaroum's campaign settings as its settings form labels them: abilities by name, armor by name with its
 * impeding value, experience in points; what "Compare with the defaults" shows.
 */
export function symbaroumSettingRows(s: SymbaroumSettings): SettingRow[] {
  return [
    { id: 'attributePoints', label: 'Attribute points', value: figure(s.attributePoints) },
    { id: 'lowestAttribute', label: 'Lowest starting attribute', value: figure(s.lowestAttribute) },
    { id: 'highestAttribute', label: 'Highest starting attribute', value: figure(s.highestAttribute) },
    {
      id: 'startingExperience',
      label: 'Starting experience',
      value: `${figure(s.startingExperience)} experience points`,
    },
    { id: 'abilities', label: 'The campaign’s abilities', value: s.abilities.map((a) => a.name).join(', ') || 'none' },
    {
      id: 'armor',
      label: 'The campaign’s armor',
      value: s.armor.map((a) => `${a.name} (impeding ${figure(a.impeding)})`).join(', ') || 'none',
    },
  ];
}
