import type { SettingOrigin } from '../../core/explain';
import type { SymbaroumSettings } from './schemas';

/**
 * Where each Symbaroum campaign setting's default comes from. The core rules point to a "Character Creation"
 * chapter they do not contain ("Improving Your Character": "See Also Character Creation"), and list no abilities
 * and no armor, so every default is the project's: each reason completes "the app's choice: …" and agrees with
 * tables.ts, readings.ts and docs/rules/symbaroum.md ("Where the defaults come from").
 */
export const SYMBAROUM_SETTING_ORIGINS: Readonly<Record<keyof SymbaroumSettings, SettingOrigin>> = {
  // tables.ts DEFAULT_ATTRIBUTE_POINTS; readings.ts `creation`: the eight attributes start at 10 each
  // (STARTING_ATTRIBUTE, "[10 – the enemy's attribute value]" gives such a test no modifier).
  attributePoints: {
    project:
      'the book points to a “Character Creation” chapter it does not contain; 80 is the eight attributes at 10 each, so raising one means lowering another',
  },
  // tables.ts DEFAULT_LOWEST_ATTRIBUTE; readings.ts `creation`: the modifier table after "Improving Your Character"
  // runs from 5 to 15.
  lowestAttribute: {
    project: 'the book gives no range for a new character’s attributes; 5 is the lowest value of its modifier table',
  },
  // tables.ts DEFAULT_HIGHEST_ATTRIBUTE; readings.ts `creation`, as above.
  highestAttribute: {
    project: 'the book gives no range for a new character’s attributes; 15 is the highest value of its modifier table',
  },
  // tables.ts DEFAULT_STARTING_EXPERIENCE; readings.ts `startingExperience`. At the prices of "Improving Your
  // Character" (novice 10, adept 20 more), 50 buys five abilities at novice, or one at adept and two at novice.
  startingExperience: {
    project:
      'the book gives no starting experience; 50 lets a new character start with abilities, five at novice or one at adept and two at novice',
  },
  // tables.ts DEFAULT_ABILITIES: the two abilities "Healing Wounds" names, with the project's descriptions.
  abilities: {
    project:
      'the book lists no abilities; Medicus and Recovery are the two it names (“Healing Wounds”), with the app’s descriptions',
  },
  // tables.ts DEFAULT_ARMOR; readings.ts `armor`: "Secondary Attributes" gives only "Defense = [Quick – Armor's
  // Impeding value]".
  armor: {
    project:
      'the book lists no armor, only that Defense is Quick less the armor’s Impeding value; light 2, medium 3 and heavy 4 are the app’s',
  },
};
