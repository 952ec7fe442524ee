import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/Card'
import { SectionNav, type Section } from '@/components/ui/SectionNav'
import { SERMONS } from './paths'

const P = '/product/the-word'

// The Word's section bar (the livestreamSermons key; podcasts are open to every signed-in user).
const SECTIONS: Section[] = [
  { to: SERMONS.sermons, label: 'Sermons', match: [SERMONS.viewSeries, SERMONS.viewGroup, SERMONS.reorderPlaylist] },
  { to: `${P}/media`, label: 'Media', match: [`${P}/view-media-group`, `${P}/view-media-series`, `${P}/view-series-media`, `${P}/reorder-playlist-media`] },
  { to: SERMONS.livestream, label: 'Live stream' },
  { to: `${P}/audio&podcasts`, label: 'Audio & podcasts', match: [`${P}/audio&podcasts/view-album-category`, `${P}/audio&podcasts/viewAlbum`, `${P}/audio&podcasts/reorder-categories`] },
  { to: `${P}/settings`, label: 'Settings' },
  { to: `${P}/adminguide`, label: 'Admin guide' },
]

/** Every page of The Word: the section bar, then the page's title row and body. */
export function WordShell({ title, description, actions, back, children }: { title: string; description?: ReactNode; actions?: ReactNode; back?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <SectionNav sections={SECTIONS} label="The Word sections" />
      <PageHeader title={title} description={description} actions={actions} back={back} />
      {children}
    </div>
  )
}
