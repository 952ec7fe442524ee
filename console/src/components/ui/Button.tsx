import type { ButtonHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { Spinner } from './Spinner'

type Variant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger'

const styles: Record<Variant, string> = {
  primary: 'bg-brand text-white shadow-sm hover:brightness-110 disabled:opacity-50',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800 disabled:opacity-50',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
  link: 'text-brand-ink underline-offset-4 hover:underline',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:opacity-50',
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  loading?: boolean
  block?: boolean
  /** sm: 32px high, for table rows and toolbars. */
  size?: 'md' | 'sm'
}

export function Button({ variant = 'primary', size = 'md', loading, block, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed',
        styles[variant],
        variant === 'link' ? 'text-sm' : size === 'sm' ? 'h-8 px-3 text-xs' : 'h-10 px-4 text-sm',
        block && 'w-full',
        className,
      )}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  )
}
