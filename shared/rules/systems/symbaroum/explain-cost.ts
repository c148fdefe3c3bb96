import { explainByApplying, type BookRefusals, type CostExplanation, type PriceRule } from '../../core/explain';
import { applySymbaroumEvent } from './apply';
import { SYMBAROUM_BOOK as B } from './book';
import { parseSymbaroumEvent } from './parse';
import type { SymbaroumPurchase } from './preview';
import { SYMBAROUM_READINGS as R } from './readings';
import type { SymbaroumEvent, SymbaroumSettings } from './schemas';
import type { SymbaroumState } from './sheet';
import { toughness } from './formulas';
import { ABILITY_LEVELS, LEVEL_COST } from './tables';

/* The price of each Symbaroum purchase in experience, explained from "Improving Your Character". */

type Of<T extends SymbaroumEvent['type']> = Extract<SymbaroumEvent, { type: T }>;

const experience = (n: number) => `${n} experience`;

/** The book's rules that refuse a purchase, by the finding that reports them. */
const REFUSALS: BookRefusals = {
  'symbaroum.ability.mastered': [B.abilityCosts],
  'symbaroum.dead': [B.deadCharacters],
  'symbaroum.death-test.not-dying': [B.dying],
  'symbaroum.heal.dying-needs-first-aid': [B.firstAidDying, B.deathTest],
};

/** The book's sentence of each way of healing ("Healing Wounds"); another power is one of the mystical powers. */
const HEAL_SOURCES = {
  natural: B.naturalHealing,
  herbal: B.herbalCure,
  medicus: B.medicus,
  other: B.recovery,
} as const;

function learnPrice(state: SymbaroumState, e: Of<'learn'>): PriceRule {
  const ability = state.campaign.abilities.find((a) => a.id === e.ability);
  const name = ability?.name ?? `"${e.ability}"`;
  const now = state.abilities[e.ability];
  const next = now === undefined ? ABILITY_LEVELS[0] : ABILITY_LEVELS[ABILITY_LEVELS.indexOf(now) + 1];
  if (next === undefined)
    return { what: `Raise ${name} past master`, rule: 'no level above master', amount: 0, sources: [B.abilityCosts] };
  const rule =
    now === undefined
      ? `a new ability at novice level costs ${LEVEL_COST[next]} Experience`
      : `to increase from ${now} to ${next} costs ${LEVEL_COST[next]} Experience`;
  return {
    what: now === undefined ? `Learn ${name} at novice` : `Raise ${name} from ${now} to ${next}`,
    rule,
    amount: LEVEL_COST[next],
    sources: [B.experienceTraded, B.abilityCosts],
  };
}

/** Healing: Toughness back at no experience; for a dying character, who may stabilise it ("Dying Characters"). */
function healPrice(state: SymbaroumState, e: Of<'heal'>): PriceRule {
  const dying = !state.dead && state.damage >= toughness(state.values.strong);
  return {
    what: dying ? 'Healing of a dying character' : 'Healing',
    rule: 'Toughness comes back, no experience is spent',
    amount: 0,
    sources: dying ? [HEAL_SOURCES[e.means], B.firstAidDying, B.deathTest] : [HEAL_SOURCES[e.means]],
    reading: dying ? `${R.toughnessFloor} ${R.firstAid}` : R.toughnessFloor,
  };
}

/** What the body and the gear go through in play: none of it costs experience. */
function freePrice(state: SymbaroumState, e: Of<'damage' | 'heal' | 'death-test' | 'equip'>): PriceRule {
  switch (e.type) {
    case 'damage':
      return { what: `${e.amount} damage`, rule: 'Toughness is lost, not experience', amount: 0, sources: [B.damage] };
    case 'heal':
      return healPrice(state, e);
    case 'death-test':
      return { what: `A death test of ${e.roll}`, rule: 'no experience is spent', amount: 0, sources: [B.deathTest] };
    case 'equip':
      return {
        what: 'Armor and shield changed',
        rule: 'no experience is spent',
        amount: 0,
        sources: [B.defense],
        settings: ['settings.armor'],
        reading: R.armor,
      };
  }
}

/** The price of one purchase by the book's rules, before it is applied. */
function priceOf(state: SymbaroumState, e: SymbaroumEvent): PriceRule {
  switch (e.type) {
    case 'award':
      return {
        what: `An award of ${experience(e.points)}`,
        rule: 'the Game Master awards Experience after an adventure',
        amount: -e.points,
        sources: [B.experienceAwarded, B.afterAdventure],
      };
    case 'learn':
      return learnPrice(state, e);
    default:
      return freePrice(state, e);
  }
}

/** The price of one purchase for this character now, in experience, explained from the book. */
export const explainSymbaroumCost = (
  state: SymbaroumState,
  purchase: SymbaroumPurchase,
  settings: SymbaroumSettings,
): CostExplanation =>
  explainByApplying(
    {
      parseEvent: parseSymbaroumEvent,
      apply: applySymbaroumEvent,
      priceOf,
      format: experience,
      refusals: REFUSALS,
    },
    state,
    purchase,
    settings,
  );
