import type { TraitTemplate } from './schemas';

/** A secondary trait the builder offers ready-made, and where the book names it. */
export interface SkillExample extends TraitTemplate {
  /** Where 000_b1f49531b5bdabb6.txt names it. */
  section: string;
}

// The book has no list of skills: it names these secondary traits in passing, each in the section given.
// Their kind and base are the project's reading, not the book's (docs/rules/mls.md, "Skill examples"); Sphere and
// Deity are combat or magic skills because "Offensive Spells" uses them to attack, as a combat skill is. The
// builder fills them in and the player may change them before adding the trait. The book names no occupation
// at all ("Character Generation" > "Occupation": "Choose Occupation, which acts as a Package Skill"), so the
// builder offers only the campaign's own occupations (settings) beside any the player types.
export const SKILL_EXAMPLES: readonly SkillExample[] = [
  {
    name: 'Observe',
    section: '"Use of Skills" > "Opposed Rolls" ("Observe Vs Hide")',
    kind: 'natural',
    base: { kind: 'primary', trait: 'awareness' },
  },
  {
    name: 'Hide',
    section: '"Use of Skills" > "Opposed Rolls" ("Observe Vs Hide")',
    kind: 'natural',
    base: { kind: 'primary', trait: 'agility' },
  },
  {
    name: 'Search',
    section: '"Time Costs of Actions" ("Search roll required")',
    kind: 'natural',
    base: { kind: 'primary', trait: 'awareness' },
  },
  {
    name: 'Stealth',
    section: '"Time Costs of Actions" ("Stealth roll may be required")',
    kind: 'natural',
    base: { kind: 'primary', trait: 'agility' },
  },
  {
    name: 'Dodge',
    section: '"Shooting" ("A knowing enemy may choose to Dodge")',
    kind: 'natural',
    base: { kind: 'primary', trait: 'agility' },
  },
  {
    name: 'Shock',
    section: '"Unconsciousness" and "Death" ("make a Shock Roll")',
    kind: 'inherent',
    base: { kind: 'primary', trait: 'body' },
  },
  {
    name: 'Sphere',
    section: '"Offensive Spells" ("the appropriate Sphere or Deity skill")',
    kind: 'trained',
    base: { kind: 'primary', trait: 'aura' },
    combat: true,
  },
  {
    name: 'Deity',
    section: '"Offensive Spells"; "Prayer" ("a Priest magic skill")',
    kind: 'trained',
    base: { kind: 'primary', trait: 'aura' },
    priest: true,
    combat: true,
  },
];
