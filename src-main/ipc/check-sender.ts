import { isAppUrl } from '../security';

/** The parts of a frame the sender check reads; Electron's WebFrameMain fits. */
export interface FrameLike {
  readonly url: string;
  readonly parent: FrameLike | null;
}

/** The parts of an IPC event the sender check reads; Electron's IpcMainInvokeEvent fits. */
export interface SenderEvent {
  /** The sending page; Electron's WebContents has a numeric id, which names the window in change reports. */
  readonly sender: { readonly mainFrame: FrameLike; readonly id?: number };
  readonly senderFrame: FrameLike | null;
}

/**
 * True only for messages from the top-level frame of a window showing the
 * app's own page. Sub-frames, pages navigated elsewhere and frames that
 * have already gone away (senderFrame null) are all foreign.
 */
export function isTrustedSender(event: SenderEvent, appUrl: string): boolean {
  const frame = event.senderFrame;
  if (frame === null || frame === undefined) return false;
  if (frame !== event.sender.mainFrame || frame.parent !== null) return false;
  return isAppUrl(frame.url, appUrl);
}
