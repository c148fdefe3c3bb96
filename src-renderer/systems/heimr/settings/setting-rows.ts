import type { HeimrSettings } from '../../../../shared/rules/systems/heimr';
import { figure, signed } from '../../../base/format';
import type { SettingRow } from '../../../contract/game-screens';

/**
 * Heimr's campaign settings as its settings form labels them: attributes and abilities by name (an ability's
 * attributes too), experience in XP, and the attributes fatigue and initiative come from by name; what "Compare
 * with the book" shows.
 */
export function heimrSettingRows(s: HeimrSettings): SettingRow[] {
  const attribute = (id: string) => s.attributes.find((a) => a.id === id)?.name ?? id;
  return [
    { id: 'attributePoints', label: 'Attribute points', value: figure(s.attributePoints) },
    { id: 'lowestAttribute', label: 'Lowest starting attribute', value: signed(s.lowestAttribute) },
    { id: 'highestAttribute', label: 'Highest starting attribute', value: signed(s.highestAttribute) },
    { id: 'startingExperience', label: 'Starting experience (XP)', value: `${figure(s.startingExperience)} XP` },
    { id: 'hitPoints', label: 'Hit points', value: figure(s.hitPoints) },
    { id: 'willpower', label: 'Willpower', value: figure(s.willpower) },
    {
      id: 'attributes',
      label: 'The campaign’s attributes',
      value: s.attributes.map((a) => `${a.name} (${a.short}, ${a.group})`).join(', ') || 'none',
    },
    {
      id: 'abilities',
      label: 'The campaign’s abilities',
      value:
        s.abilities
          .map(
            (a) =>
              `${a.name} (${a.attributes.map(attribute).join(' and ')}, base consistency ${signed(a.baseConsistency)})`,
          )
          .join(', ') || 'none',
    },
    { id: 'fatigueAttribute', label: 'Base fatigue from (4 − this attribute)', value: attribute(s.fatigueAttribute) },
    { id: 'initiativeAttribute', label: 'Initiative consistency from', value: attribute(s.initiativeAttribute) },
    { id: 'armoury', label: 'Medieval armoury module', value: s.armoury ? 'used' : 'not used' },
    { id: 'smallShieldPenalty', label: 'Small shield stamina penalty', value: figure(s.smallShieldPenalty) },
    { id: 'mediumShieldPenalty', label: 'Medium shield stamina penalty', value: figure(s.mediumShieldPenalty) },
  ];
}
