import { useState, type ReactNode } from 'react'
import * as RadixPopover from '@radix-ui/react-popover'
import { cn } from '@congregate/ui'

/** The bordered toolbar button that opens a popover or a menu. */
export const toolbarButtonClass =
  'inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:hover:bg-neutral-800'

/**
 * A button that opens a small panel beside it (@radix-ui/react-popover): outside click and Escape
 * close it and give focus back to the button; the panel is named by `label`. `children` may be a
 * function of `close`, for a choice that should also close the panel.
 */
export function Popover({ label, button, children, align = 'right', className }: { label: string; button: ReactNode; children: ReactNode | ((close: () => void) => ReactNode); align?: 'left' | 'right'; className?: string }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger
        aria-label={label}
        className={toolbarButtonClass}
      >
        {button}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          align={align === 'right' ? 'end' : 'start'}
          sideOffset={8}
          collisionPadding={12}
          className={cn('z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-xl outline-none dark:border-neutral-700 dark:bg-neutral-900', className)}
        >
          {typeof children === 'function' ? children(close) : children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  )
}
