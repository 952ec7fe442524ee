import type { ButtonHTMLAttributes } from 'react'
import { cn } from './cn'
import { useLook, type Look } from './look'
import { Spinner } from './Spinner'

type Variant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger'
type Size = 'sm' | 'md' | 'lg'

const styles: Record<Look, Record<Variant, string>> = {
  app: {
    primary: 'bg-brand text-white shadow-sm hover:brightness-110 disabled:opacity-50',
    secondary:
      'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800 disabled:opacity-50',
    ghost: 'text-slate-700 hover:bg-slate-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
    link: 'text-sm text-brand-ink underline-offset-4 hover:underline',
    danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:opacity-50',
  },
  public: {
    primary: 'bg-brand text-white shadow-sm shadow-brand/30 hover:bg-brand-dark disabled:bg-slate-300 disabled:text-slate-500 disabled:shadow-none',
    secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400 disabled:hover:bg-white',
    ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
    link: 'h-auto px-0 text-brand underline-offset-4 hover:underline disabled:text-slate-400',
    danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-slate-300 disabled:text-slate-500 disabled:shadow-none',
  },
}

const sizes: Record<Size, string> = {
  /** 32px high, for table rows and toolbars. */
  sm: 'h-8 px-3 text-xs',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  size?: Size
  loading?: boolean
  block?: boolean
}

export function Button({ variant = 'primary', size = 'md', loading, block, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  const look = useLook()
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed',
        look === 'public' && 'whitespace-nowrap',
        variant !== 'link' && sizes[size],
        styles[look][variant],
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
