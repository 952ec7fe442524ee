import { useEffect, useRef, type ReactNode } from 'react'
import { PageHeader } from '@/components/ui/Card'
import { SectionNav, type Section } from '@/components/ui/SectionNav'
import { COMMS } from '../paths'

const SECTIONS: Section[] = [
  { to: COMMS.sms, label: 'SMS' },
  { to: COMMS.mms, label: 'MMS' },
  { to: COMMS.voice, label: 'Voice' },
  { to: COMMS.emails, label: 'E-mail' },
  { to: COMMS.push, label: 'Push' },
  { to: COMMS.contactGroups, label: 'Contact groups' },
  { to: COMMS.mediaVault, label: 'Media vault' },
  { to: COMMS.smartKeywords, label: 'Smart keywords' },
  { to: COMMS.doNotContact, label: 'Do not text/call/e-mail' },
  { to: COMMS.guide, label: 'Admin guide' },
]

/** Every communications page: the section bar, then the page's title row and body. */
export function CommsShell({
  title,
  description,
  actions,
  back,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  back?: ReactNode
  children: ReactNode
}) {
  const wrap = useRef<HTMLDivElement>(null)
  // On narrow screens the bar scrolls: bring the current section into view.
  useEffect(() => {
    const bar = wrap.current?.querySelector<HTMLElement>('nav')
    const el = bar?.querySelector<HTMLElement>('[aria-current=page]')
    if (el && bar && (el.offsetLeft < bar.scrollLeft || el.offsetLeft + el.offsetWidth > bar.scrollLeft + bar.clientWidth)) {
      bar.scrollLeft = el.offsetLeft - 16
    }
  }, [])
  return (
    <div ref={wrap} className="flex flex-col gap-6">
      <SectionNav sections={SECTIONS} label="Communications sections" />
      <PageHeader title={title} description={description} back={back} actions={actions} />
      {children}
    </div>
  )
}
