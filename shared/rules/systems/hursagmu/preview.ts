import { costByApplying, type Cost, type PurchaseOf } from '../../core/system';
import { applyHursagmuEvent } from './apply';
import { parseHursagmuEvent } from './parse';
import type { HursagmuEvent, HursagmuSettings } from './schemas';
import type { SheetBase } from './derive';

/** An advancement step without its envelope: what the player is thinking of doing. */
export type HursagmuPurchase = PurchaseOf<HursagmuEvent>;

/**
 * Previews one step on the current sheet (or state) without recording it: "what does Archery 7 cost, and why
 * not?". `amount` is the experience it spends (negative for an award).
 */
export function costOf(state: SheetBase, purchase: HursagmuPurchase, settings: HursagmuSettings): Cost {
  return costByApplying(
    { parseEvent: parseHursagmuEvent, apply: applyHursagmuEvent, pointsLeft: (s: SheetBase) => s.experience.unspent },
    state,
    purchase,
    settings,
  );
}
