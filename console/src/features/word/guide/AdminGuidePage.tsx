import { AdminGuide, type GuideSection } from '@/components/admin-guide/AdminGuide'
import { WORD } from '../paths'
import { WordShell } from '../shared/WordShell'

// Written for the staff who publish sermons and podcasts: what each page is for and the order a
// church sets things up in.
const SECTIONS: GuideSection[] = [
  {
    id: 'start',
    title: 'Getting started',
    body: (
      <>
        <p>The Word holds the church’s preaching and everything around it: sermons with their audio and video, the media library, podcasts for Apple Podcasts and Spotify, and the livestream.</p>
        <ol>
          <li><strong>Settings</strong>: the largest file your church accepts and the podcasts’ defaults (author, owner, language, category, artwork).</li>
          <li><strong>Media</strong>: upload audio, video, images and documents once; sermons, series and episodes pick them from the library.</li>
          <li><strong>Sermons</strong>: speakers, series, groups and playlists.</li>
          <li><strong>Audio & podcasts</strong>: albums and their episodes, and the feed you give to the podcast apps.</li>
          <li><strong>Livestream</strong>: your stream, its live status and the sermon made from it afterwards.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'sermons',
    title: 'Sermons',
    to: WORD.sermons,
    body: (
      <>
        <p>A sermon has a title, the date it was preached, a speaker (a person of the church or a guest), a series, groups, scripture references such as “John 3:16-21; Rom 8”, notes, and its audio, video and attachments. Drafts stay in the console; published sermons show on the church’s website and app when Settings makes sermons public.</p>
        <p>Search by title, notes, speaker or scripture, and filter by speaker, series, group, book, dates and status. <strong>Playlists</strong> put sermons in the order you choose: drag them, or use the up and down arrows from the keyboard, and save.</p>
      </>
    ),
  },
  {
    id: 'media',
    title: 'Media library',
    to: WORD.media,
    body: (
      <>
        <p>Every file lives here once. The kinds accepted are audio (MP3, WAV, M4A/AAC, OGG), video (MP4, M4V, MOV, WebM), images (JPEG, PNG, SVG) and documents (PDF, Word, Excel, PowerPoint, CSV). A file is checked by its content, not its name: a program renamed to .mp3 is refused with “This file type is not allowed”.</p>
        <p><strong>Groups</strong> and <strong>series</strong> gather files; open one to see its files in order, and use “Reorder files” to set the playlist order. A series can have artwork. A file a sermon, an episode or a series’ artwork uses cannot be deleted until it is removed there; the message says where it is used.</p>
        <p>Audio and video show “Processing” for a moment after upload while their length is read and a video’s thumbnail is made.</p>
      </>
    ),
  },
  {
    id: 'uploads',
    title: 'Uploads',
    to: WORD.media,
    body: (
      <>
        <p>Large files are sent in pieces of 8 MB, so a file of several gigabytes uploads as well as a small one. The bar shows the whole percent sent; <strong>Cancel</strong> stops the upload and removes what had arrived, so nothing half-stored is left.</p>
        <p>If the connection drops, the upload waits and goes on from where the server says it stopped, without starting again. Files larger than the limit in Settings are refused before anything is sent.</p>
      </>
    ),
  },
  {
    id: 'podcasts',
    title: 'Audio & podcasts',
    to: WORD.podcasts,
    body: (
      <>
        <p>Albums are podcasts, grouped in categories (drag the categories into the order you want on “Reorder categories”). Each album needs a title, a description and square artwork from 1400×1400 to 3000×3000 pixels, which Apple Podcasts and Spotify require; artwork of another size is refused with that message.</p>
        <p>Add episodes with their audio from the media library (or upload it there and then), publish at least one, then publish the album. Its <strong>feed URL</strong> is what you submit to Apple Podcasts Connect and Spotify for Podcasters; use Copy and paste it there. The apps check the feed for new episodes on their own.</p>
        <p>Everyone signed in can listen on these pages; adding and changing albums and episodes needs the Livestream & Sermons write permission.</p>
      </>
    ),
  },
  {
    id: 'livestream',
    title: 'Livestream',
    to: WORD.livestream,
    body: (
      <>
        <p>Add your stream as a YouTube or Facebook link, an RTMP server with its key, or an HLS address. Schedule it, mark it live when you start and ended when you finish; the church’s website and app show the live player while it is live and the next scheduled stream otherwise.</p>
        <p>After a stream has ended, “Make a sermon” creates a draft sermon with the stream’s date and video link, ready for its title, speaker and audio.</p>
      </>
    ),
  },
  {
    id: 'settings',
    title: 'Settings',
    to: WORD.settings,
    body: <p>The upload limit (1 to 5,120 MB), the podcasts’ defaults that new albums start with and the church’s own feed uses, and whether published sermons are public.</p>,
  },
]

export default function AdminGuidePage() {
  return (
    <WordShell title="The Word: admin guide" description="How sermons, media, uploads, podcasts and the livestream work.">
      <AdminGuide sections={SECTIONS} />
    </WordShell>
  )
}
