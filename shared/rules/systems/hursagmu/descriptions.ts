import type { BookTrait } from './tables';

/**
 * What each trait and gift is for, in the project's own words (a short summary, not the book's text), and
 * where the book describes it: the builder and the sheet show them beside the trait and gift tables.
 * Rulebook: /work/shared/seeds/003_ec97e9f49afae471.txt; the revised Encounters chapter (Athlete, Rider,
 * Intuition): /work/shared/seeds/004_103a540a1ecd82a2.txt. A campaign's own traits and gifts have none.
 */
export interface Description {
  summary: string;
  /** The book's section, e.g. "TRAITS" or "GIFTS > Senses". */
  section: string;
  /** Described in the revised Encounters chapter (004) rather than the book (003). */
  revised?: true;
}

// 003_ec97e9f49afae471.txt, "TRAITS": one paragraph (or a few) per trait, in the list's order.
export const TRAIT_DESCRIPTIONS: Readonly<Record<BookTrait, Description>> = {
  acrobatics: {
    summary: 'Flips, rolls and tumbles; at high levels trapezes and tightropes. It also softens a fall.',
    section: 'TRAITS',
  },
  animals: {
    summary:
      'Training and handling domestic animals; at higher levels befriending wild ones and calming enraged beasts.',
    section: 'TRAITS',
  },
  archery: { summary: 'Shooting missile weapons such as bows and crossbows.', section: 'TRAITS' },
  athletics: {
    summary:
      'Running, swimming and jumping. Each level adds a space to the ten a character runs per action; rolled in races and chases.',
    section: 'TRAITS',
  },
  burglary: {
    summary:
      'Getting in where one is not wanted: picking locks, setting and disarming small traps, forcing doors quietly.',
    section: 'TRAITS',
  },
  climbing: {
    summary: 'Climbing trees, cliffs and walls; smoother surfaces are harder, and a bad failure may mean a fall.',
    section: 'TRAITS',
  },
  command: {
    summary: 'Presence and charisma, enough to move armies. It also sets how much power a sorcerer can channel.',
    section: 'TRAITS',
  },
  concealment: {
    summary: 'Hiding things in a room or on oneself; a searcher must beat it with Searching.',
    section: 'TRAITS',
  },
  constitution: { summary: 'Health and toughness: resisting injury and disease.', section: 'TRAITS' },
  craftsmanship: {
    summary: 'Making and mending useful things, from houses to arrows; The Master may ask a master to specialise.',
    section: 'TRAITS',
  },
  deception: { summary: 'Disguises, lies, forgery, picking pockets and sleight of hand.', section: 'TRAITS' },
  defense: { summary: 'Avoiding harm in a fight by blocking and dodging.', section: 'TRAITS' },
  defiance: {
    summary: 'Standing firm against hostile sorcery: any mind that out-rolls the sorcerer’s Sorcery is untouched.',
    section: 'TRAITS',
  },
  fighting: { summary: 'Doing harm in close combat.', section: 'TRAITS' },
  healing: {
    summary: 'Early medicine: binding wounds, setting bones, herbal remedies and minor surgery.',
    section: 'TRAITS',
  },
  mysticism: {
    summary: 'A sixth sense for the supernatural: telling what is uncanny, noticing sorcery and spirits nearby.',
    section: 'TRAITS',
  },
  perception: {
    summary:
      'Keen senses and alertness: noticing what is subtle, seeing through lies and disguises, not being surprised.',
    section: 'TRAITS',
  },
  quickness: { summary: 'Reflexes and reaction time; it decides who acts first in a round.', section: 'TRAITS' },
  riding: { summary: 'Tricks, leaps and fighting on horseback; ordinary travel needs no roll.', section: 'TRAITS' },
  scholarship: {
    summary: 'Book learning, from history and languages to law, and writing well; a scholar may specialise.',
    section: 'TRAITS',
  },
  searching: { summary: 'Finding hidden things.', section: 'TRAITS' },
  sorcery: {
    summary:
      'Knowing sorcery, and casting it in each discipline the character has the gift of; without the gift it is knowledge only.',
    section: 'TRAITS',
  },
  stealth: {
    summary: 'Moving unseen and unheard, best in shadow, and following someone through a crowd.',
    section: 'TRAITS',
  },
  strength: {
    summary: 'Raw power for lifting and carrying (the lift table gives the pounds); it adds to damage in combat.',
    section: 'TRAITS',
  },
  survival: { summary: 'Living off the wild, following tracks, and finding the way by the sky.', section: 'TRAITS' },
  throwing: {
    summary: 'Hurling and catching: rocks, knives, axes, spears and slings, and juggling.',
    section: 'TRAITS',
  },
  trading: {
    summary: 'Judging what things are worth and knowing where the markets are, black markets included.',
    section: 'TRAITS',
  },
  willpower: {
    summary: 'Courage, patience and self-control against fear, torture and harmful sorcery.',
    section: 'TRAITS',
  },
};

// 004_103a540a1ecd82a2.txt, "Movement": the revised chapter's Athlete and Rider (REVISED_RENAMES in tables.ts).
export const REVISED_TRAIT_DESCRIPTIONS: Readonly<Record<string, Description>> = {
  athlete: {
    summary:
      'Running and jumping: movement is 10 + Athlete − armor spaces per action; rolled for leaps, races, chases and treacherous ground on foot.',
    section: 'Movement',
    revised: true,
  },
  rider: {
    summary: 'Riding over treacherous ground, and the tricks, leaps and mounted fighting of Riding.',
    section: 'Movement',
    revised: true,
  },
};

// 003_ec97e9f49afae471.txt, "GIFTS": the six disciplines of Sorcery, the senses, Immunity and Longevity, and the alien biology.
export const GIFT_DESCRIPTIONS: Readonly<Record<string, Description>> = {
  'sorcery-amelatu': {
    summary:
      'Opening gateways to other worlds: watching far-off events, travelling there, calling allies from other realms.',
    section: 'GIFTS > Sorcery',
  },
  'sorcery-mahasu': {
    summary: 'Wielding heat, light, sound and lightning: the sorcery of destruction, with little direct force.',
    section: 'GIFTS > Sorcery',
  },
  'sorcery-nekelmu': {
    summary: 'Working on minds: hearing or sending thoughts, controlling automatons, breaking sanity.',
    section: 'GIFTS > Sorcery',
  },
  'sorcery-sabatu': { summary: 'Projecting force at a distance against people or things.', section: 'GIFTS > Sorcery' },
  'sorcery-seheru': {
    summary: 'Anti-sorcery: undoing other sorcerers’ spells at range and setting wards.',
    section: 'GIFTS > Sorcery',
  },
  'sorcery-talamu': {
    summary:
      'Life and death: moving Health and Sanity between living creatures, and feeling the emotions of those nearby.',
    section: 'GIFTS > Sorcery',
  },
  'superior-hearing': {
    summary: 'Hearing sounds above and below the human range, from a dog whistle to the rumble of great beasts.',
    section: 'GIFTS > Senses',
  },
  'superior-olfaction': {
    summary: 'An animal’s nose: telling people apart by scent and tracking like a hound.',
    section: 'GIFTS > Senses',
  },
  starvision: {
    summary: 'Seeing at night as by day, even under cloud, though not in pitch darkness.',
    section: 'GIFTS > Senses',
  },
  immunity: {
    summary: 'Untouched by sickness, disease and natural poisons; harsh chemicals still harm.',
    section: 'GIFTS',
  },
  longevity: {
    summary: 'Ageing more slowly than others, at a rate the player and The Master agree on; perhaps hardly at all.',
    section: 'GIFTS',
  },
  amphibious: {
    summary:
      'As much at home in water as on land, with no penalties there; breathing water or holding breath for hours.',
    section: 'GIFTS > Alien Biology',
  },
  'extra-limbs': {
    summary: 'More arms, legs, tentacles or tails, paid for one by one; each kind helps in its own way.',
    section: 'GIFTS > Alien Biology',
  },
  phosphorescence: {
    summary: 'A soft glow from the body, enough to read by and see a few feet, turned on and off at will.',
    section: 'GIFTS > Alien Biology',
  },
};

// 004_103a540a1ecd82a2.txt, "Perception": the revised chapter's Intuition gift (INTUITION_GIFT in tables.ts).
export const INTUITION_DESCRIPTION: Description = {
  summary:
    'A supernatural sense: Perception rolls to notice sorcery nearby. With the revised encounters it takes the place of Mysticism.',
  section: 'Perception',
  revised: true,
};

/** The description of a trait of the book or the revised chapter, or undefined for a campaign's own trait. */
export function traitDescription(id: string): Description | undefined {
  return (TRAIT_DESCRIPTIONS as Readonly<Record<string, Description>>)[id] ?? REVISED_TRAIT_DESCRIPTIONS[id];
}

/** The description of a gift of the book or the revised chapter, or undefined for a campaign's own gift. */
export function giftDescription(id: string): Description | undefined {
  return id === 'intuition' ? INTUITION_DESCRIPTION : GIFT_DESCRIPTIONS[id];
}
