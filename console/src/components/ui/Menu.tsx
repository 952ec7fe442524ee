import { createContext, useContext, useRef, type ReactNode } from 'react'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { cn } from '@congregate/ui'
import { toolbarButtonClass } from './Popover'

/**
 * A menu button (@radix-ui/react-dropdown-menu): role="menu" with menuitems, arrow keys, Home/End,
 * typeahead, Escape and outside click. An item's action runs once the menu has closed and focus is
 * back on the menu button, so a dialog the item opens gives focus back to that button when it closes.
 */
export function Menu({
  label,
  trigger,
  children,
  align = 'end',
  triggerClassName = toolbarButtonClass,
  className,
  defaultOpen = false,
}: {
  /** The button's accessible name, which also names the menu. */
  label: string
  trigger: ReactNode
  children: ReactNode
  align?: 'start' | 'end'
  triggerClassName?: string
  className?: string
  /** Open when it mounts (a stand-in button was clicked while the menu's chunk was on its way). */
  defaultOpen?: boolean
}) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const pending = useRef<(() => void) | null>(null)
  return (
    // Not modal: a modal menu locks scrolling with an injected <style> element, which the console's
    // Content-Security-Policy (style-src 'self') blocks. Outside click and Tab still close it.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} aria-label={label} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={8}
          collisionPadding={12}
          onCloseAutoFocus={(e) => {
            const run = pending.current
            if (!run) return
            pending.current = null
            e.preventDefault()
            triggerRef.current?.focus()
            run()
          }}
          className={cn(menuPanelClass, 'w-64', className)}
        >
          <Deferred.Provider value={(run) => (pending.current = run)}>{children}</Deferred.Provider>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

const Deferred = createContext<(run: () => void) => void>((run) => run())

const menuPanelClass =
  'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl outline-none dark:border-neutral-800 dark:bg-neutral-900'

const itemClass =
  'flex w-full cursor-default items-center gap-2 px-4 py-2.5 text-left text-sm font-medium outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-neutral-800'
const dangerClass = 'text-red-600 data-[highlighted]:bg-red-50 dark:text-red-400 dark:data-[highlighted]:bg-red-950/40'

export function MenuItem({ onSelect, danger, disabled, title, children }: { onSelect: () => void; danger?: boolean; disabled?: boolean; title?: string; children: ReactNode }) {
  const defer = useContext(Deferred)
  return (
    <DropdownMenu.Item disabled={disabled} title={title} onSelect={() => defer(onSelect)} className={cn(itemClass, danger && dangerClass)}>
      {children}
    </DropdownMenu.Item>
  )
}

/** One-of choices (role="menuitemradio"); `value` is the checked one, if any. */
export function MenuRadioGroup({ value, label, children }: { value: string; label: string; children: ReactNode }) {
  return (
    <DropdownMenu.RadioGroup value={value} aria-label={label}>
      {children}
    </DropdownMenu.RadioGroup>
  )
}

export function MenuRadioItem({ value, onSelect, title, children }: { value: string; onSelect: () => void; title?: string; children: ReactNode }) {
  const defer = useContext(Deferred)
  return (
    <DropdownMenu.RadioItem value={value} title={title} onSelect={() => defer(onSelect)} className={cn(itemClass, 'pl-9 font-normal data-[state=checked]:font-semibold data-[state=checked]:text-brand-ink relative')}>
      <DropdownMenu.ItemIndicator className="absolute left-3">
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
          <path d="M5 12l5 5 9-10" />
        </svg>
      </DropdownMenu.ItemIndicator>
      <span className="min-w-0 truncate">{children}</span>
    </DropdownMenu.RadioItem>
  )
}

/** Text that is not an item (a heading, who is signed in, an empty state); skipped by the arrow keys. */
export function MenuLabel({ className, children }: { className?: string; children: ReactNode }) {
  return <DropdownMenu.Label className={cn('px-4 py-2', className)}>{children}</DropdownMenu.Label>
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-100 dark:bg-neutral-800" />
}
