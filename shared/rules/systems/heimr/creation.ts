import { error, type Finding } from '../../core/findings';
import { tally, type BudgetItem } from '../../core/system';
import { takeUpProblem } from './armoury';
import { trainingTotal } from './formulas';
import type { HeimrCreation, HeimrSettings, Training } from './schemas';
import type { HeimrCampaign, HeimrState, HeldItem } from './sheet';

const P = 'creation';

/** What a campaign's settings give its characters, made once per settings object. */
const campaigns = new WeakMap<HeimrSettings, HeimrCampaign>();

export function campaignOf(settings: HeimrSettings): HeimrCampaign {
  let c = campaigns.get(settings);
  if (c === undefined) {
    c = {
      attributes: settings.attributes,
      abilities: settings.abilities,
      hitPoints: settings.hitPoints,
      willpower: settings.willpower,
      fatigueAttribute: settings.fatigueAttribute,
      initiativeAttribute: settings.initiativeAttribute,
      armoury: settings.armoury,
      shieldPenalties: { small: settings.smallShieldPenalty, medium: settings.mediumShieldPenalty },
    };
    campaigns.set(settings, c);
  }
  return c;
}

/** The experience a creation's training costs, item by item: "Brawl consistency 2" for 15. */
function trainingItems(
  c: HeimrCreation,
  campaign: HeimrCampaign,
  findings: Finding[],
): { items: BudgetItem[]; training: Record<string, Training> } {
  const items: BudgetItem[] = [];
  const training: Record<string, Training> = {};
  for (const [id, t] of Object.entries(c.training)) {
    const path = `${P}.training.${id}`;
    const ability = campaign.abilities.find((a) => a.id === id);
    if (!ability) {
      findings.push(
        error(
          'heimr.ability.unknown',
          path,
          `This campaign has no ability "${id}"; choose one of its abilities, or ask the game master to add it.`,
        ),
      );
      continue;
    }
    if (t.consistency === 0 && t.potential === 0) continue;
    training[id] = { consistency: t.consistency, potential: t.potential };
    if (t.consistency > 0)
      items.push({
        label: `${ability.name} consistency ${t.consistency}`,
        amount: -trainingTotal(t.consistency),
        path: `${path}.consistency`,
      });
    if (t.potential > 0)
      items.push({
        label: `${ability.name} potential ${t.potential}`,
        amount: -trainingTotal(t.potential),
        path: `${path}.potential`,
      });
  }
  return { items, training };
}

/**
 * The weapons and shields in hand when play begins: each choice checked in order as a take-up entry of play is
 * (`takeUpProblem`), against the ones before it that stand; a refused one is left out with its finding. No price: the
 * module's tables give none.
 */
function heldAtCreation(c: HeimrCreation, campaign: HeimrCampaign, findings: Finding[]): HeldItem[] {
  const held: HeldItem[] = [];
  (c.held ?? []).forEach((choice, i) => {
    // The sheet's held item has the choice's shape: a copy, so the sheet never shares the creation's objects.
    const item: HeldItem = { ...choice };
    const problem = takeUpProblem(campaign, held, item);
    if (problem === undefined) held.push(item);
    else {
      const path = `${P}.held.${i}`;
      findings.push(
        error(problem.code, problem.field === undefined ? path : `${path}.${problem.field}`, problem.message),
      );
    }
  });
  return held;
}

/** The state a character starts play with, and every finding about the creation choices. */
export function createHeimrState(
  c: HeimrCreation,
  settings: HeimrSettings,
): { sheet: HeimrState; findings: Finding[] } {
  const findings: Finding[] = [];
  const campaign = campaignOf(settings);
  const values: Record<string, number> = {};
  const progress: Record<string, number> = {};
  let sum = 0;
  for (const a of campaign.attributes) {
    const value = c.attributes[a.id] ?? 0;
    values[a.id] = value;
    progress[a.id] = 0;
    sum += value;
    const path = `${P}.attributes.${a.id}`;
    if (value < settings.lowestAttribute) {
      findings.push(
        error(
          'heimr.attribute.below-start',
          path,
          `${a.name} starts at ${settings.lowestAttribute} at the least in this campaign, not ${value}; raise it.`,
        ),
      );
    } else if (value > settings.highestAttribute) {
      findings.push(
        error(
          'heimr.attribute.above-start',
          path,
          `${a.name} starts at ${settings.highestAttribute} at most in this campaign, not ${value}; lower it.`,
        ),
      );
    }
  }
  for (const id of Object.keys(c.attributes)) {
    if (!campaign.attributes.some((a) => a.id === id)) {
      findings.push(
        error(
          'heimr.attribute.unknown',
          `${P}.attributes.${id}`,
          `This campaign has no attribute "${id}"; remove it or choose one of the campaign's attributes.`,
        ),
      );
    }
  }
  if (sum > settings.attributePoints) {
    findings.push(
      error(
        'heimr.attribute.over-points',
        `${P}.attributes`,
        `The attributes add up to ${sum}, ${sum - settings.attributePoints} more than the ${settings.attributePoints} this campaign allows; lower one, or lower one below 0 to raise another.`,
      ),
    );
  }

  const { items: spent, training } = trainingItems(c, campaign, findings);
  const items: BudgetItem[] = [
    { label: 'Starting experience', amount: settings.startingExperience, path: 'settings.startingExperience' },
    ...spent,
  ];
  const { earned, spent: atCreation } = tally(items);
  if (atCreation > earned) {
    findings.push(
      error(
        'heimr.xp.overspent',
        `${P}.training`,
        `Training at creation costs ${atCreation} experience points of the ${earned} to start with, ${atCreation - earned} over; train less.`,
      ),
    );
  }
  const state: HeimrState = {
    campaign,
    values,
    progress,
    startValues: values,
    training,
    experience: { starting: settings.startingExperience, atCreation, awarded: 0, spent: 0 },
    damage: 0,
    willpowerSpent: 0,
    creationItems: items,
    held: heldAtCreation(c, campaign, findings),
  };
  return { sheet: state, findings };
}
