import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ModalLayer } from './modal-layer';

export interface DialogChoice {
  label: string;
  /** Styles the button as destructive. */
  danger?: boolean;
  onChoose(): void;
}

/**
 * A modal question with one or more answers besides Cancel (`ConfirmDialog` asks one): focus starts on Cancel, the
 * safe answer, stays on the dialog's buttons while it is open (Tab cycles), Escape cancels, and focus returns to
 * where it was when it closes.
 */
export function ChoiceDialog({
  title,
  children,
  choices,
  cancelLabel = 'Cancel',
  onCancel,
}: {
  title: string;
  children: ReactNode;
  choices: readonly DialogChoice[];
  cancelLabel?: string;
  onCancel(): void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    // Keeps focus inside even when it arrives by a click elsewhere on the page.
    const keepFocus = (event: FocusEvent) => {
      if (dialog.current && event.target instanceof Node && !dialog.current.contains(event.target))
        cancel.current?.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Tab') {
      const buttons = Array.from(dialog.current?.querySelectorAll('button') ?? []);
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = (index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      event.preventDefault();
      buttons[next]?.focus();
    }
  };

  return (
    <ModalLayer>
      <div
        ref={dialog}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId} className="dialog-body">
          {children}
        </div>
        <div className="dialog-actions">
          <button ref={cancel} type="button" onClick={onCancel}>
            {cancelLabel}
          </button>
          {choices.map((c) => (
            <button key={c.label} type="button" className={c.danger ? 'danger' : 'primary'} onClick={c.onChoose}>
              {c.label}
            </button>
          ))}
        </div>
      </div>
    </ModalLayer>
  );
}
