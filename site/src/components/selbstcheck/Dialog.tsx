/**
 * A modal KERN dialog on the native <dialog>: focus moves in and stays in, Escape closes, and focus
 * returns to where it was. Used for confirmations (delete, start over) and renaming.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer: ReactNode;
  /** Id of the element to focus on closing when the opener is gone (a deleted entry). */
  fallbackFocus?: string;
}

export function Dialog({ open, title, onClose, children, footer, fallbackFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      // Runs once the dialog is gone: while it is modal, nothing outside can take focus.
      const target = opener?.isConnected ? opener : fallbackFocus ? document.getElementById(fallbackFocus) : null;
      target?.focus();
    };
  }, [open, fallbackFocus]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="kern-dialog sc-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="kern-dialog__header">
        <h2 className="kern-title" id={titleId}>
          {title}
        </h2>
      </header>
      <div className="kern-dialog__body">{children}</div>
      <footer className="kern-dialog__footer">{footer}</footer>
    </dialog>
  );
}
