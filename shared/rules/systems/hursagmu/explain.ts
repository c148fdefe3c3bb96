import type { ValueExplanation } from '../../core/explain';
import { explainBody } from './explain-body';
import { explainBudget } from './explain-budget';
import { explainCombat } from './explain-combat';
import { explainKit } from './explain-equipment';
import { explainGifts, explainOtherChapterNames, explainTraits } from './explain-traits';
import type { HursagmuSettings } from './schemas';
import type { HursagmuSheet } from './sheet';

/*
 * Why each value of a HURSAGMU sheet is what it is: the rule in the books' words with this character's inputs, the
 * campaign settings that took part, the books' own sentence (book.ts) and the project's reading (readings.ts).
 */

/** Every value of a HURSAGMU sheet explained: what `RuleSystem.explain` gives. */
export function explainHursagmuSheet(s: HursagmuSheet, settings: HursagmuSettings): ValueExplanation[] {
  return [
    ...explainBody(s, settings),
    ...explainTraits(s, settings),
    ...explainGifts(s, settings),
    ...explainOtherChapterNames(s, settings),
    ...explainKit(s),
    ...explainCombat(s),
    ...explainBudget(s, settings),
  ];
}
