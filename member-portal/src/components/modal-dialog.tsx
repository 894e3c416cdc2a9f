import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shows the x button and lets Escape and an overlay click close the dialog. */
  dismissible?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> (the page behind becomes inert), with focus kept inside (Tab wraps),
 * Escape and overlay click to close, and focus given back to whatever opened it.
 */
export function ModalDialog({ open, title, onClose, children, dismissible = true, className }: ModalDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    // Where focus goes when what opened the dialog is gone by then (the action replaced its own button): the
    // section around it, so a keyboard or screen-reader user stays where they were instead of at the page's top.
    const around = opener?.closest<HTMLElement>('section, main') ?? null;
    if (!dialog.open) dialog.showModal();
    // The element marked data-autofocus, else a form field, else the first button (OK of a message dialog), else
    // the close button.
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('.modal-panel > :not(.modal-header) :is(input, select, textarea, button)') ??
      dialog.querySelector<HTMLElement>('button');
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener && document.contains(opener)) opener.focus();
      else if (around && document.contains(around)) {
        if (!around.hasAttribute('tabindex')) around.setAttribute('tabindex', '-1');
        around.focus();
      }
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onCloseRef.current();
      }}
      onMouseDown={(e) => {
        // The <dialog> box itself is the overlay: its content sits in .modal-panel.
        if (dismissible && e.target === e.currentTarget) onCloseRef.current();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Tab') return;
        const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (el) => el.offsetParent !== null || el === document.activeElement,
        );
        if (items.length === 0) return;
        const firstItem = items[0];
        const lastItem = items[items.length - 1];
        if (e.shiftKey && document.activeElement === firstItem) {
          e.preventDefault();
          lastItem.focus();
        } else if (!e.shiftKey && document.activeElement === lastItem) {
          e.preventDefault();
          firstItem.focus();
        }
      }}
    >
      <div className="modal-panel">
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="icon-button modal-close" aria-label={t('dialog.close')} onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
