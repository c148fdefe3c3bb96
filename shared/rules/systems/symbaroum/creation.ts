import { error, type Finding } from '../../core/findings';
import { tally, type BudgetItem } from '../../core/system';
import { levelTotal } from './formulas';
import type { SymbaroumCreation, SymbaroumSettings } from './schemas';
import type { SymbaroumCampaign, SymbaroumState } from './sheet';
import { ATTRIBUTES, ATTRIBUTE_INFO, type Attribute } from './tables';

const P = 'creation';

const campaigns = new WeakMap<SymbaroumSettings, SymbaroumCampaign>();

/** What a campaign's settings give its characters, made once per settings object. */
export function campaignOf(settings: SymbaroumSettings): SymbaroumCampaign {
  let c = campaigns.get(settings);
  if (c === undefined) campaigns.set(settings, (c = { abilities: settings.abilities, armor: settings.armor }));
  return c;
}

/** The state a character starts play with, and every finding about the creation choices. */
export function createSymbaroumState(
  c: SymbaroumCreation,
  settings: SymbaroumSettings,
): { sheet: SymbaroumState; findings: Finding[] } {
  const findings: Finding[] = [];
  const campaign = campaignOf(settings);
  const values = {} as Record<Attribute, number>;
  let sum = 0;
  for (const id of ATTRIBUTES) {
    const value = c.attributes[id];
    const name = ATTRIBUTE_INFO[id].name;
    const path = `${P}.attributes.${id}`;
    if (value === undefined) {
      findings.push(
        error(
          'symbaroum.attribute.missing',
          path,
          `${name} has no value yet; give it one from ${settings.lowestAttribute} to ${settings.highestAttribute}.`,
        ),
      );
      values[id] = settings.lowestAttribute;
      sum += settings.lowestAttribute;
      continue;
    }
    values[id] = value;
    sum += value;
    if (value < settings.lowestAttribute)
      findings.push(
        error(
          'symbaroum.attribute.below-start',
          path,
          `${name} starts at ${settings.lowestAttribute} at the least, not ${value}; raise it.`,
        ),
      );
    else if (value > settings.highestAttribute)
      findings.push(
        error(
          'symbaroum.attribute.above-start',
          path,
          `${name} starts at ${settings.highestAttribute} at most, not ${value}; lower it.`,
        ),
      );
  }
  if (sum > settings.attributePoints) {
    findings.push(
      error(
        'symbaroum.attribute.over-points',
        `${P}.attributes`,
        `The attributes add up to ${sum}, ${sum - settings.attributePoints} more than the ${settings.attributePoints} this campaign gives; lower some.`,
      ),
    );
  }

  const starting = c.inherited?.experience ?? settings.startingExperience;
  const items: BudgetItem[] = [
    c.inherited
      ? { label: `Experience of ${c.inherited.from}`, amount: starting, path: 'creation.inherited' }
      : { label: 'Starting experience', amount: starting, path: 'settings.startingExperience' },
  ];
  const abilities: Record<string, SymbaroumState['abilities'][string]> = {};
  for (const [id, level] of Object.entries(c.abilities)) {
    const ability = campaign.abilities.find((a) => a.id === id);
    if (!ability) {
      findings.push(
        error(
          'symbaroum.ability.unknown',
          `${P}.abilities.${id}`,
          `This campaign has no ability "${id}"; choose one of its abilities, or ask the Game Master to add it.`,
        ),
      );
      continue;
    }
    abilities[id] = level;
    items.push({ label: `${ability.name} (${level})`, amount: -levelTotal(level), path: `${P}.abilities.${id}` });
  }
  const { earned, spent } = tally(items);
  if (spent > earned)
    findings.push(
      error(
        'symbaroum.xp.overspent',
        `${P}.abilities`,
        `The abilities cost ${spent} experience of the ${earned} to start with, ${spent - earned} over; take fewer or lower levels.`,
      ),
    );
  if (c.armor !== null && !campaign.armor.some((a) => a.id === c.armor)) {
    findings.push(
      error(
        'symbaroum.armor.unknown',
        `${P}.armor`,
        `This campaign has no armor "${c.armor}"; choose one of its armor, or none.`,
      ),
    );
  }
  const state: SymbaroumState = {
    campaign,
    values,
    abilities,
    experience: { starting, inheritedFrom: c.inherited?.from ?? null, atCreation: spent, awarded: 0, spent: 0 },
    damage: 0,
    deathSteps: 0,
    dead: false,
    armor: c.armor !== null && campaign.armor.some((a) => a.id === c.armor) ? c.armor : null,
    shield: c.shield,
    creationItems: items,
  };
  return { sheet: state, findings };
}
