import {
  bookTraitName,
  formatCoins,
  GIFTS,
  INTUITION_GIFT,
  type HursagmuSettings,
} from '../../../../shared/rules/systems/hursagmu';
import { figure } from '../../../base/format';
import type { SettingRow } from '../../../contract/game-screens';
import { joinNames } from '../print/print-words';

const none = (names: readonly string[]) => (names.length === 0 ? 'none' : joinNames(names));
const giftName = (id: string) => (id === 'intuition' ? INTUITION_GIFT.name : (GIFTS[id]?.name ?? id));

/**
 * HURSAGMU's campaign settings as its settings form labels them, with trait and gift names for ids, coins in gold,
 * silver and copper, and points in points: what "Compare with the defaults" shows.
 */
export function hursagmuSettingRows(s: HursagmuSettings): SettingRow[] {
  return [
    {
      id: 'startingCharacterPoints',
      label: 'Starting character points',
      value: `${figure(s.startingCharacterPoints)} points`,
    },
    {
      id: 'maxStartingTraitLevel',
      label: 'Maximum beginning trait level',
      value: s.maxStartingTraitLevel === null ? 'no limit' : `level ${figure(s.maxStartingTraitLevel)}`,
    },
    { id: 'startingCoins', label: 'Starting coins', value: formatCoins(s.startingCoins) },
    {
      id: 'revisedEncounters',
      label: 'Revised encounters',
      value: s.revisedEncounters
        ? 'played (Athlete, Rider, Intuition, challenges 6 to 21)'
        : "not played (the book's chapter)",
    },
    { id: 'addedTraits', label: 'The campaign’s own traits', value: none(s.addedTraits.map((t) => t.name)) },
    {
      id: 'droppedTraits',
      label: 'Book traits this campaign does without',
      value: none(s.droppedTraits.map((id) => bookTraitName(id) ?? id)),
    },
    {
      id: 'addedGifts',
      label: 'The campaign’s own gifts',
      value: none(s.addedGifts.map((g) => `${g.name} (${figure(g.cost)} points${g.perLimb ? ' a limb' : ''})`)),
    },
    { id: 'droppedGifts', label: 'Book gifts this campaign does without', value: none(s.droppedGifts.map(giftName)) },
  ];
}
