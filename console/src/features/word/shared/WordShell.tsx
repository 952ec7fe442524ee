import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/Card'
import { SectionNav, type Section } from '@/components/ui/SectionNav'
import { WORD } from '../paths'
import { useWordAccess } from './access'

// The Word's section bar. The audio & podcasts pages are open to everyone signed in; the rest
// need livestreamSermons, so a user without it sees only podcasts.
const STAFF: Section[] = [
  { to: WORD.sermons, label: 'Sermons', match: [WORD.viewSeries, WORD.viewSermonGroup, WORD.reorderPlaylist] },
  { to: WORD.media, label: 'Media', match: [WORD.viewMediaGroup, WORD.viewMediaSeries, WORD.viewSeriesMedia, WORD.reorderPlaylistMedia] },
  { to: WORD.livestream, label: 'Livestream' },
]
const PODCASTS: Section = { to: WORD.podcasts, label: 'Audio & podcasts', match: [WORD.viewAlbumCategory, WORD.viewAlbum, WORD.reorderCategories] }
const AFTER: Section[] = [
  { to: WORD.settings, label: 'Settings' },
  { to: WORD.guide, label: 'Admin guide' },
]

/** Every page of The Word: the section bar, then the page's title row and body. */
export function WordShell({ title, description, actions, back, children }: { title: string; description?: ReactNode; actions?: ReactNode; back?: ReactNode; children: ReactNode }) {
  const { canRead } = useWordAccess()
  const sections = canRead ? [...STAFF, PODCASTS, ...AFTER] : [PODCASTS]
  return (
    <div className="flex flex-col gap-6">
      <SectionNav sections={sections} label="The Word sections" />
      <PageHeader title={title} description={description} actions={actions} back={back} />
      {children}
    </div>
  )
}
