import { useEffect, useRef, type ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Button, cn } from '@congregate/ui'

export interface ModalProps {
  open: boolean
  title: string
  description?: ReactNode
  onClose: () => void
  children?: ReactNode
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg' | 'xl'
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' }

// Where focus lands on opening: the first field (or a [data-autofocus] control, such as a confirm
// button), not the close button that comes first in the markup; else the dialog itself.
const FIRST_FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [data-autofocus]'

/**
 * A modal dialog on @radix-ui/react-dialog, which brings the focus trap, Escape, outside click and
 * hiding the rest of the page from assistive technology; the page behind stops scrolling while it
 * is open. On phones it is a bottom sheet whose body scrolls.
 */
export function Modal(props: ModalProps) {
  return <Frame {...props} described={!!props.description} />
}

// `described`: whether a Dialog.Description is inside (the header's, or a confirmation's message).
function Frame({ open, title, description, onClose, children, footer, size = 'md', described }: ModalProps & { described: boolean }) {
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (!open) return
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [open])
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        {/* Not Dialog.Overlay: its scroll lock (react-remove-scroll) injects a <style> element, which
            the console's Content-Security-Policy (style-src 'self') blocks. A press on it closes. */}
        <div className="pointer-events-auto fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/50 p-4 backdrop-blur-[1px] max-[500px]:items-end max-[500px]:p-0">
          <Dialog.Content
            // Radix hides the rest of the page (aria-hidden) but leaves aria-modal to us.
            aria-modal="true"
            // Radix warns without a Description unless aria-describedby is given (undefined = none).
            {...(described ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(e) => {
              // Still on the control that opened the dialog: Radix gives focus back to a
              // Dialog.Trigger, and the call sites open their dialogs from plain buttons.
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
              const el = e.currentTarget as HTMLElement
              e.preventDefault()
              ;(el.querySelector<HTMLElement>(FIRST_FIELD) ?? el).focus()
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault()
              if (opener.current?.isConnected) opener.current.focus()
              opener.current = null
            }}
            className={cn(
              'relative flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-2xl border border-slate-200 bg-white shadow-2xl outline-none dark:border-neutral-800 dark:bg-neutral-900',
              'max-[500px]:max-h-[92dvh] max-[500px]:rounded-b-none',
              widths[size],
            )}
          >
            <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 dark:border-neutral-800">
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
                {description && (
                  <Dialog.Description asChild>
                    <div className="mt-1 text-sm text-slate-500 dark:text-neutral-400">{description}</div>
                  </Dialog.Description>
                )}
              </div>
              <Dialog.Close aria-label="Close" className="-mr-1 flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 dark:text-neutral-400 dark:hover:bg-neutral-800">
                <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </Dialog.Close>
            </div>
            {children && <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>}
            {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-3 dark:border-neutral-800">{footer}</div>}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  danger,
  loading,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean
  title: string
  message?: ReactNode
  confirmLabel?: string
  danger?: boolean
  loading?: boolean
  onConfirm: () => void
  onClose: () => void
  children?: ReactNode
}) {
  return (
    <Frame
      open={open}
      title={title}
      size="sm"
      described={!!message}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message && (
        <Dialog.Description asChild>
          <div className="text-sm text-slate-600 dark:text-neutral-300">{message}</div>
        </Dialog.Description>
      )}
      {children}
    </Frame>
  )
}
