import { costByApplying, type Cost, type PurchaseOf } from '../../core/system';
import { applyHeimrEvent } from './apply';
import { unspentOf } from '../../core/experience';
import { parseHeimrEvent } from './parse';
import type { HeimrEvent, HeimrSettings } from './schemas';
import type { HeimrState } from './sheet';

/** An advancement step without its envelope: what the player is thinking of doing. */
export type HeimrPurchase = PurchaseOf<HeimrEvent>;

/** Previews one step without recording it: what it costs in experience (negative for an award), and why not. */
export function costOf(state: HeimrState, purchase: HeimrPurchase, settings: HeimrSettings): Cost {
  return costByApplying(
    { parseEvent: parseHeimrEvent, apply: applyHeimrEvent, pointsLeft: unspentOf },
    state,
    purchase,
    settings,
  );
}
