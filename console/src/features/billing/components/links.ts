/** A link that looks like the kit's primary button (navigation stays a link). */
export const primaryLink =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

/** The same as a small row action. */
export const rowLink = 'inline-flex h-8 items-center rounded-lg px-3 text-xs font-semibold text-brand-ink hover:bg-slate-100 dark:hover:bg-neutral-800'
