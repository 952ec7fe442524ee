import { useEffect, useRef, type ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { cn } from '@congregate/ui'

export interface ModalProps {
  open: boolean
  title: string
  description?: ReactNode
  onClose: () => void
  children?: ReactNode
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' }

// Focus lands on the first field (or a [data-autofocus] control), not on the close button.
const FIRST_FIELD = 'input:not([type=hidden]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]), [data-autofocus]'

/**
 * A modal dialog on @radix-ui/react-dialog (focus trap, Escape, outside press, the page behind
 * hidden from assistive technology); focus goes back to the control that opened it. No
 * Dialog.Overlay: its scroll lock injects a <style> element, which the CSP (style-src 'self') blocks.
 */
export function Modal({ open, title, description, onClose, children, footer, size = 'md' }: ModalProps) {
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
        <div className="pointer-events-auto fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/50 p-4 max-[500px]:items-end max-[500px]:p-0">
          <Dialog.Content
            aria-modal="true"
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(e) => {
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
              'relative flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-2xl border border-slate-200 bg-white shadow-2xl outline-none',
              'max-[500px]:max-h-[92dvh] max-[500px]:rounded-b-none',
              widths[size],
            )}
          >
            <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4">
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
                {description && (
                  <Dialog.Description asChild>
                    <div className="mt-1 text-sm text-slate-600">{description}</div>
                  </Dialog.Description>
                )}
              </div>
              <Dialog.Close aria-label="Close" className="-mr-1 flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100">
                <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </Dialog.Close>
            </div>
            {children && <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>}
            {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-3">{footer}</div>}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
