import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The backdrop every modal dialog is drawn on, placed at the end of the document's body rather than where the dialog
 * is asked for. A part of a page that contains its own layout and paint (`content-visibility: auto`, used so that
 * parts out of view are not drawn) clips what it holds and holds `position: fixed` inside it, so a dialog drawn in
 * place there would be cut to that part. React still passes the dialog's events to the components that opened it.
 */
export function ModalLayer({ children }: { children: ReactNode }) {
  return createPortal(<div className="dialog-backdrop">{children}</div>, document.body);
}
