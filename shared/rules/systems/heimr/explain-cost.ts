import { explainByApplying, type BookRefusals, type CostExplanation, type PriceRule } from '../../core/explain';
import { applyHeimrEvent } from './apply';
import { HEIMR_ARMOURY_BOOK as A, HEIMR_BOOK as B } from './book';
import { costWords } from './explain-words';
import { trainingCost } from './formulas';
import { parseHeimrEvent } from './parse';
import type { HeimrPurchase } from './preview';
import { HEIMR_READINGS as R } from './readings';
import type { HeimrEvent, HeimrSettings } from './schemas';
import type { HeimrState } from './sheet';

/* The price of each Heimr purchase in experience points, explained from the book's table of training costs. */

type Of<T extends HeimrEvent['type']> = Extract<HeimrEvent, { type: T }>;

const xp = (n: number) => `${n} XP`;

/** The book's rules that refuse a purchase, by the finding that reports them. */
const REFUSALS: BookRefusals = {
  'heimr.rest.injured': [B.restOnlyUninjured],
  'heimr.train.attribute-not-of-ability': [B.progressChoice],
  'heimr.wielding': [A.weaponsHeader, A.shieldsHeader],
};

function trainPrice(state: HeimrState, e: Of<'train'>): PriceRule {
  const ability = state.campaign.abilities.find((a) => a.id === e.ability);
  const name = ability?.name ?? `"${e.ability}"`;
  const was = state.training[e.ability]?.[e.aspect] ?? 0;
  const height = was + 1;
  const cost = trainingCost(height);
  return {
    what: `Train ${name} ${e.aspect} from ${was} to ${height}`,
    rule: `the table’s new height ${height}: ${costWords(height, cost)}`,
    amount: cost,
    sources: [B.xpSpent, B.trainingCost, B.trainingHeights, B.trainingCosts],
    reading: R.aspectHeights,
  };
}

/** The price of one purchase by the book's rules, before it is applied. */
function priceOf(state: HeimrState, e: HeimrEvent): PriceRule {
  switch (e.type) {
    case 'award':
      return {
        what: `An award of ${xp(e.points)}`,
        rule: 'experience points for an encounter overcome',
        amount: -e.points,
        sources: [B.xpEarned],
      };
    case 'train':
      return trainPrice(state, e);
    case 'damage':
      return { what: `${e.amount} damage`, rule: 'hit points are lost, not XP', amount: 0, sources: [B.hit] };
    case 'heal':
      return {
        what: `${e.amount} hit point${e.amount === 1 ? '' : 's'} healed`,
        rule: 'hit points come back, no XP is spent',
        amount: 0,
        sources: [B.injured],
        reading: R.healing,
      };
    case 'rest':
      return { what: 'A short rest', rule: 'no XP is spent', amount: 0, sources: [B.shortRest] };
    case 'spend-willpower':
      return {
        what: `${e.amount} willpower spent`,
        rule: 'willpower is spent, not XP',
        amount: 0,
        sources: [B.reroll, B.drain],
        reading: R.willpowerFloor,
      };
    case 'regain-willpower':
      return {
        what: `${e.amount} willpower regained`,
        rule: 'willpower comes back, no XP is spent',
        amount: 0,
        sources: [B.larpDocuments],
        reading: R.willpowerRegained,
      };
    case 'take-up-weapon':
    case 'take-up-shield':
    case 'put-down':
      return {
        what: e.type === 'put-down' ? 'A weapon or shield put down' : 'A weapon or shield taken up',
        rule: 'the medieval armoury module prices nothing in XP',
        amount: 0,
        sources: [A.module],
        reading: R.armoury,
      };
  }
}

/** The price of one purchase for this character now, in experience points, explained from the book. */
export const explainHeimrCost = (
  state: HeimrState,
  purchase: HeimrPurchase,
  settings: HeimrSettings,
): CostExplanation =>
  explainByApplying(
    {
      parseEvent: parseHeimrEvent,
      apply: applyHeimrEvent,
      priceOf,
      format: xp,
      refusals: REFUSALS,
    },
    state,
    purchase,
    settings,
  );
