import {
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  RACE_IDS,
  RACES,
  type MlsSettings,
} from '../../../../shared/rules/systems/mls';
import { figure } from '../../../base/format';
import type { SettingRow } from '../../../contract/game-screens';

const names = (list: readonly { name: string }[]) => (list.length === 0 ? 'none' : list.map((t) => t.name).join(', '));

/**
 * The Nutshell MLS campaign settings as its settings form labels them: each race's averages by trait name, the
 * campaign's occupations and skills by name, and the two choices in words; what "Compare with the defaults" shows.
 */
export function mlsSettingRows(s: MlsSettings): SettingRow[] {
  return [
    ...RACE_IDS.map((race) => ({
      id: `racialAverages.${race}`,
      label: `Racial averages of the primary traits: ${RACES[race].name}`,
      value: PRIMARY_TRAITS.map((t) => `${PRIMARY_TRAIT_NAMES[t]} ${figure(s.racialAverages[race][t])}`).join(', '),
    })),
    { id: 'occupations', label: 'The campaign’s occupations', value: names(s.occupations) },
    { id: 'skills', label: 'The campaign’s skills', value: names(s.skills) },
    {
      id: 'rollHitPointsForNewCharacters',
      label: 'The app rolls hit points for new characters',
      value: s.rollHitPointsForNewCharacters
        ? 'yes, when the character is added'
        : 'no, rolled in the builder when the player asks',
    },
    {
      id: 'startingCpPast22Increments',
      label: 'Starting CPs for each increment past base age + 22',
      value:
        s.startingCpPast22Increments === 'character-generation'
          ? '2 CPs (“Character Generation”)'
          : '1 CP (“Racial Differences”)',
    },
  ];
}
