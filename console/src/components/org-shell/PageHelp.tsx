import { Popover } from '@/components/ui/Popover'
import { useTooltips } from '@/lib/tooltips'

/** The page's help comment (spec "system tooltip modal comments"), as the church worded it. */
export function PageHelp({ tooltipKey }: { tooltipKey: string }) {
  const q = useTooltips()
  const t = q.data?.find((x) => x.key === tooltipKey)
  if (!t) return null
  return (
    <Popover
      label={`About ${t.title}`}
      button={
        <>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 16v-4M12 8h.01" />
          </svg>
          <span className="max-[500px]:sr-only">Help</span>
        </>
      }
    >
      <p className="text-sm font-semibold">{t.title}</p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-600 dark:text-neutral-300">{t.comment}</p>
    </Popover>
  )
}
