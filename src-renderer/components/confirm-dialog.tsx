import type { ReactNode } from 'react';
import { ChoiceDialog } from './choice-dialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question with two answers: the safe one (Cancel), which has the focus, and `confirmLabel` (see ChoiceDialog). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ChoiceDialog
      title={title}
      choices={[{ label: confirmLabel, ...(danger ? { danger } : {}), onChoose: onConfirm }]}
      cancelLabel={cancelLabel}
      onCancel={onCancel}
    >
      {children}
    </ChoiceDialog>
  );
}
