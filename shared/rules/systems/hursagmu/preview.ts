import { isStandingError } from '../../core/findings';
import type { Cost } from '../../core/system';
import { applyHursagmuEvent } from './apply';
import { parseHursagmuEvent } from './parse';
import type { HursagmuEvent, HursagmuSettings } from './schemas';
import type { HursagmuSheet } from './sheet';

/** An advancement step without its envelope: what the player is thinking of doing. */
export type HursagmuPurchase = HursagmuEvent extends infer E ? (E extends HursagmuEvent ? Omit<E, 'id' | 'date' | 'session' | 'note'> : never) : never;

/**
 * Previews one step on the current sheet without recording it: "what does Archery 7 cost, and why
 * not?". `cp` is the experience it spends (negative for an award).
 */
export function costOf(sheet: HursagmuSheet, purchase: HursagmuPurchase, settings: HursagmuSettings): Cost {
  const parsed = parseHursagmuEvent({ ...purchase, id: 'preview', date: '2000-01-01' }, 'preview');
  if (!parsed.event) return { cp: 0, allowed: false, findings: parsed.findings };
  const applied = applyHursagmuEvent(sheet, parsed.event, settings, 'preview');
  if (!applied.sheet) return { cp: 0, allowed: false, findings: applied.findings };
  const cp = sheet.experience.unspent - applied.sheet.experience.unspent;
  return { cp, allowed: !applied.findings.some(isStandingError), findings: applied.findings };
}
