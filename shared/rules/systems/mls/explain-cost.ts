import { explainByApplying, type BookRefusals, type CostExplanation, type PriceRule } from '../../core/explain';
import { cpForIncrement } from './age';
import { applyMlsEvent } from './apply';
import { MLS_BOOK as B } from './book';
import { atLevel, capital, named } from './explain-words';
import { parseMlsEvent } from './parse';
import type { MlsPurchase } from './preview';
import { MLS_READINGS as R } from './readings';
import type { MlsEvent, MlsSettings } from './schemas';
import type { MlsSheet } from './sheet';
import {
  ADVENTURE_AWARDS,
  FATE_POINT_COST,
  FAVOUR_PER_CP,
  FLORINS_PER_PIP,
  INHERENT_DISCOUNT,
  NEGATIVE_LOWER_COST,
  OCCUPATION_COST_FACTOR,
  OLD_AGE_INCREMENTS,
  SECONDARY_RAISE_COST,
  TRAINING_COST,
  personalityRaiseCost,
} from './tables';
import { cpText, incrementsText } from './words';

/* The price of each Nutshell MLS purchase, explained from the book's cost tables with the character's inputs. */

type Of<T extends MlsEvent['type']> = Extract<MlsEvent, { type: T }>;

/** The book's limits that refuse a purchase, by the finding that reports them. */
const REFUSALS: BookRefusals = {
  'mls.increment.already-changed': [B.oneLevelAYear, B.incrementLimits],
  'mls.secondary.above-play-limit': [B.secondaryLimits],
  'mls.personality.not-to-twenty': [B.notToTwenty],
  'mls.train.already-trained': [B.trainingOne],
  'mls.train.one-at-a-time': [B.trainingOne],
  'mls.train.above-limit': [B.trainingMax],
  'mls.convert.not-a-priest': [B.prayer],
  'mls.acquire.untrained-not-natural': [B.availability],
  'mls.age.reduction-missing': [B.effectsOfAge, B.reductionIncrements],
  'mls.age.reduce-size': [B.effectsOfAge],
  'mls.age.reduce-below-limit': [B.reductionFloor],
  'mls.age.reduction-not-due': [B.reductionIncrements],
};

const price = (p: PriceRule): PriceRule => p;

/** "+4", "base": a level relative to base as the book's advancement table names it. */
const step = (level: number) => (level === 0 ? 'base' : `+${level}`);

function agePrice(s: MlsSheet): PriceRule {
  const reached = s.ageIncrements + 1;
  const cp = cpForIncrement(reached);
  const band =
    reached <= OLD_AGE_INCREMENTS
      ? `up to base age + ${incrementsText(OLD_AGE_INCREMENTS)} each increment gives 2 CPs`
      : `past base age + ${incrementsText(OLD_AGE_INCREMENTS)} each increment gives 1 CP`;
  return price({
    what: `Age to base age + ${incrementsText(reached)}`,
    rule: `${band}`,
    amount: -cp,
    sources: [B.cpByIncrement, B.cpByAge],
  });
}

function awardPrice(e: Of<'award'>): PriceRule {
  const row = { minor: B.minorAdventure, average: B.averageAdventure, major: B.majorAdventure }[e.adventure];
  const what = `A ${e.role} role in a${e.adventure === 'average' ? 'n' : ''} ${e.adventure} adventure`;
  if (e.completed === false)
    return price({
      what: `${what}, not completed`,
      rule: 'CPs come only for an adventure “successfully completed”, so this one gives none',
      amount: 0,
      sources: [B.adventures],
      reading: R.adventure,
    });
  const award = ADVENTURE_AWARDS[e.adventure][e.role];
  if ('fixed' in award)
    return price({
      what,
      rule: `the table gives a fixed ${cpText(award.fixed)}`,
      amount: -award.fixed,
      sources: [row],
    });
  const rolled = e.roll?.total ?? 0;
  return price({
    what,
    rule: `the table gives 1d${award.sides} CPs, rolled ${rolled}`,
    amount: -rolled,
    sources: [B.adventures, row],
  });
}

function acquirePrice(e: Of<'acquire'>): PriceRule {
  const t = e.trait;
  if (e.untrained)
    return price({
      what: `List ${t.name} untrained at base -2`,
      rule: 'a Natural trait is available at base -2 without acquiring it, so listing it costs nothing',
      amount: 0,
      sources: [B.availability],
      reading: R.untrainedNatural,
    });
  const single = SECONDARY_RAISE_COST[0];
  if (t.kind === 'inherent')
    return price({
      what: `Acquire ${t.name} (Inherent) at base`,
      rule: `the table’s 1 CP to acquire at base, less ${INHERENT_DISCOUNT} for an Inherent trait, already at base: ${single} - ${INHERENT_DISCOUNT} = ${single - INHERENT_DISCOUNT}`,
      amount: single - INHERENT_DISCOUNT,
      sources: [B.raiseCost, B.inherentCost, B.availability],
      reading: R.inherentInPlay,
    });
  return price({
    what: `Acquire ${t.name} (${capital(t.kind)}) at base`,
    rule: `the table gives ${cpText(single)} to acquire at base`,
    amount: single,
    sources: [B.raiseCost],
  });
}

function raisePrice(s: MlsSheet, e: Of<'raise'>): PriceRule {
  const t = s.secondaries.find((x) => x.id === e.trait);
  if (!t) return price({ what: `Raise "${e.trait}"`, rule: 'no such trait', amount: 0, sources: [B.raiseCost] });
  const from = t.level;
  const to = from === null || from < 0 ? 0 : from + 1;
  const what = `Raise ${t.name} from ${from === null ? 'not acquired' : atLevel(from)} to ${atLevel(to)}`;
  const single = SECONDARY_RAISE_COST[to as 0];
  if (single === undefined)
    return price({ what, rule: 'the table stops at +6', amount: 0, sources: [B.raiseCost, B.secondaryLimits] });
  const tableStep =
    to === 0
      ? `the table gives ${cpText(single)} to acquire at base`
      : `the table gives ${cpText(single)} to go from ${step(to - 1)} to ${step(to)}`;
  if (t.kind === 'inherent' && to === 0)
    return price({
      what,
      rule: `${tableStep}, less ${INHERENT_DISCOUNT} for an Inherent trait: ${single} - ${INHERENT_DISCOUNT} = ${single - INHERENT_DISCOUNT}`,
      amount: single - INHERENT_DISCOUNT,
      sources: [B.raiseCost, B.inherentCost, B.availability],
      reading: R.inherentInPlay,
    });
  if (t.occupation)
    return price({
      what,
      rule: `${tableStep}, doubled for the occupation: ${single} x ${OCCUPATION_COST_FACTOR} = ${single * OCCUPATION_COST_FACTOR}`,
      amount: single * OCCUPATION_COST_FACTOR,
      sources: [B.raiseCost, B.occupationCost],
      reading: R.occupation,
    });
  return price({ what, rule: tableStep, amount: single, sources: [B.raiseCost] });
}

function lowerPrice(s: MlsSheet, e: Of<'lower'>): PriceRule {
  const n = s.negatives.find((x) => x.id === e.trait);
  const level = n?.level;
  const cost = level === null || level === undefined ? undefined : NEGATIVE_LOWER_COST[level as 0];
  if (!n || level === null || level === undefined || cost === undefined)
    return price({
      what: `Lower ${n?.name ?? `"${e.trait}"`}`,
      rule: 'nothing to lower',
      amount: 0,
      sources: [B.lowerNegative],
    });
  if (level === 0)
    return price({
      what: `Remove ${n.name} from base`,
      rule: `the book gives ${cpText(cost)} to remove it from base level`,
      amount: cost,
      sources: [B.lowerNegative],
    });
  return price({
    what: `Lower ${n.name} from ${atLevel(level)} to ${atLevel(level - 1)}`,
    rule: `the book gives ${cpText(cost)} to go from ${step(level)} to ${step(level - 1)}`,
    amount: cost,
    sources: [B.lowerNegative],
  });
}

function personalityPrice(s: MlsSheet, e: Of<'raise-personality'>): PriceRule {
  const to = s.personality[e.trait] + 1;
  const cost = personalityRaiseCost(to);
  const what = `Raise ${capital(e.trait)} from ${to - 1} to ${to}`;
  if (cost === undefined)
    return price({ what, rule: 'no price reaches 20', amount: 0, sources: [B.raisePersonality, B.notToTwenty] });
  const band = to <= 15 ? 'to 15 or less' : to <= 17 ? 'to 16 or 17' : 'to 18 or 19';
  return price({
    what,
    rule: `one level ${band} costs ${cpText(cost)}`,
    amount: cost,
    sources: [B.raisePersonality],
  });
}

function convertPrice(e: Of<'convert'>): PriceRule {
  if (e.into === 'favour')
    return price({
      what: `Pray ${cpText(e.points)} into favour`,
      rule: `${e.points} x ${FAVOUR_PER_CP} = ${e.points * FAVOUR_PER_CP} favour for ${cpText(e.points)}`,
      amount: e.points,
      sources: [B.prayer],
      reading: R.priests,
    });
  const roll = e.roll ? `, rolled ${e.roll.total}, so ${e.roll.total * FLORINS_PER_PIP} florins` : '';
  return price({
    what: `Convert ${cpText(e.points)} to money`,
    rule: `${e.points}d20 x ${FLORINS_PER_PIP} florins${roll} for ${cpText(e.points)}`,
    amount: e.points,
    sources: [B.money],
    reading: R.moneyRolls,
  });
}

/** Entries that spend no CPs: checks and what happens to the body and its fate points in play. */
function freePrice(e: Of<'check' | 'check-personality' | 'damage' | 'heal' | 'spend-fate'>): PriceRule {
  switch (e.type) {
    case 'check':
      return price({
        what: 'A roll for a check on a secondary trait',
        rule: 'checks are rolled after an adventure, without CPs',
        amount: 0,
        sources: [B.secondaryCheck],
      });
    case 'check-personality':
      return price({
        what: `A roll for a check on ${capital(e.trait)}`,
        rule: 'checks are rolled, without CPs',
        amount: 0,
        sources: [B.personalityCheck],
      });
    case 'spend-fate':
      return price({
        what: 'Spending a fate point',
        rule: 'a fate point is spent, not CPs',
        amount: 0,
        sources: [e.use === 'certain-death' ? B.certainDeathFate : B.deathFate],
      });
    default:
      return price({
        what: e.type === 'damage' ? `${e.amount} damage` : `${e.amount} hit point${e.amount === 1 ? '' : 's'} healed`,
        rule: 'hit points change, not CPs',
        amount: 0,
        sources: [B.chp],
        ...(e.type === 'heal' ? { reading: R.healing } : {}),
      });
  }
}

/** The price of one purchase by the book's rule, before it is applied. */
function priceOf(s: MlsSheet, e: MlsEvent): PriceRule {
  switch (e.type) {
    case 'age':
      return agePrice(s);
    case 'award':
      return awardPrice(e);
    case 'acquire':
      return acquirePrice(e);
    case 'raise':
      return raisePrice(s, e);
    case 'lower':
      return lowerPrice(s, e);
    case 'raise-personality':
      return personalityPrice(s, e);
    case 'train':
      return price({
        what: `Train up ${named(e.trait)}`,
        rule: `the book gives ${cpText(TRAINING_COST)} to train one primary trait up by one level until the next age increment`,
        amount: TRAINING_COST,
        sources: [B.training, B.trainingLasts],
        reading: R.training,
      });
    case 'convert':
      return convertPrice(e);
    case 'buy-fate':
      return price({
        what: 'Buy a fate point',
        rule: `extra fate points cost ${cpText(FATE_POINT_COST)} each`,
        amount: FATE_POINT_COST,
        sources: [B.fateBought],
        reading: R.buyFate,
      });
    default:
      return freePrice(e);
  }
}

/** The price of one purchase for this character now, explained from the book's tables. */
export const explainMlsCost = (sheet: MlsSheet, purchase: MlsPurchase, settings: MlsSettings): CostExplanation =>
  explainByApplying(
    {
      parseEvent: parseMlsEvent,
      apply: applyMlsEvent,
      priceOf,
      format: cpText,
      refusals: REFUSALS,
    },
    sheet,
    purchase,
    settings,
  );
