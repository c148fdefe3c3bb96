import { HursagmuSettings, type CampaignGift, type CampaignTrait } from '../../../../shared/rules/systems/hursagmu';
import type { z } from 'zod';

/**
 * The campaign's settings as the form edits them: whatever was read, laid
 * over the defaults, so every field has something to show even when the
 * file lacks it or holds a value the rules refuse.
 */
export type SettingsDraft = Record<string, unknown> & {
  addedTraits: unknown[];
  droppedTraits: unknown[];
  addedGifts: unknown[];
  droppedGifts: unknown[];
};

export function draftOf(settings: unknown): SettingsDraft {
  const raw =
    settings !== null && typeof settings === 'object' && !Array.isArray(settings)
      ? (settings as Record<string, unknown>)
      : {};
  const defaults = HursagmuSettings.parse({});
  const list = (key: 'addedTraits' | 'droppedTraits' | 'addedGifts' | 'droppedGifts') =>
    Array.isArray(raw[key]) ? (raw[key] as unknown[]) : defaults[key];
  return {
    ...defaults,
    ...raw,
    addedTraits: list('addedTraits'),
    droppedTraits: list('droppedTraits'),
    addedGifts: list('addedGifts'),
    droppedGifts: list('droppedGifts'),
  };
}

/** A campaign trait or gift as read; its fields may be missing in a hand-edited file. */
export type CampaignTraitEntry = Partial<z.infer<typeof CampaignTrait>>;
export type CampaignGiftEntry = Partial<z.infer<typeof CampaignGift>>;

export function entryOf<T extends object>(value: unknown): Partial<T> {
  return value !== null && typeof value === 'object' ? (value as Partial<T>) : {};
}
