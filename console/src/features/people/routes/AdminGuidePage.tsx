import { AdminGuide, type GuideSection } from '@/components/admin-guide/AdminGuide'
import { PeopleShell } from '../components/PeopleShell'
import { PEOPLE } from '../paths'


// Written for church staff, not developers: what each page is for, and the everyday steps.
const SECTIONS: GuideSection[] = [
  {
    id: 'directory',
    title: 'The people directory',
    to: PEOPLE.listing,
    body: (
      <>
        <p>The directory lists everyone your church knows: members, regular attenders, visitors and children. Start typing in the search box to find someone by name, e-mail address or phone number; the list updates as you type.</p>
        <ul>
          <li><strong>Filters</strong> narrow the list by membership type, group, service unit, gender, age band and status (active or inactive). Use <em>Clear filters</em> to see everyone again.</li>
          <li><strong>Sorting</strong>: click a column heading (Name, Email, Membership type, Age, Status, Added) to sort; click again to reverse.</li>
          <li><strong>Rows per page</strong> is saved to your account, so it follows you to any computer.</li>
          <li><strong>Custom fields</strong> (in <em>Settings</em>) add your own details about people — a T-shirt size, a background-check date, whether someone volunteers. They appear on the person form and the profile, as columns and a filter here, and in imports and exports. Deleting a field removes everyone's value of it.</li>
          <li><strong>Saved lists</strong> keep a search and its filters under a name — “Young adults”, “Visitors this year” — for the whole staff. Opening a list runs its filters again, so it always shows whoever matches today.</li>
          <li><strong>Columns</strong> lets you choose which columns you see. Your choice is remembered in this browser.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'add',
    title: 'Adding a person',
    to: PEOPLE.listing,
    body: (
      <>
        <p>Press <em>Add person</em> on the directory. First and last name are required; add an e-mail address or mobile number whenever you have one so the person can be reached and found again. Gender, birthday, wedding anniversary, address and membership type are optional.</p>
        <p>When the person is saved Congregate shows two things to note down: a <strong>generated password</strong> (give it to the person privately if they will use the member app; it is shown only once) and their <strong>envelope number</strong>, used for offering envelopes and giving records.</p>
      </>
    ),
  },
  {
    id: 'profile',
    title: 'A person’s profile',
    body: (
      <>
        <p>Click a name in the directory to open the profile. From there you can:</p>
        <ul>
          <li><strong>Edit</strong> contact details, birthday, anniversary and membership type.</li>
          <li><strong>Upload a photo</strong> — JPEG, PNG or SVG images only. Other files (documents, renamed programs) are refused.</li>
          <li><strong>Household</strong>: put the person in a household as head, spouse, child or other. A person belongs to one household only; moving them to another household takes them out of the first.</li>
          <li>Give a <strong>follow-up</strong> — a welcome call, a visit — to yourself or another staff member, with a due date if it has one. Everyone sees their open follow-ups on the people dashboard under <em>My follow-ups</em>, overdue ones in red; tick one off when it is done.</li>
          <li>Keep <strong>notes</strong> — a hospital visit, a prayer request, a follow-up. Pin the ones the team should see first. A note marked <em>private</em> is read by you alone; only the author can edit or delete a note. When two records are merged, their notes come together.</li>
          <li>See and change the <strong>groups</strong> and <strong>service units</strong> they belong to, and their recent <strong>attendance</strong>.</li>
          <li><strong>Deactivate</strong> someone who has left. Their history (giving, attendance, groups) is kept and they can be reactivated at any time. Inactive people are hidden from the directory unless you filter by status.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'merge',
    title: 'Finding and merging duplicates',
    to: PEOPLE.mergeAccounts,
    body: (
      <>
        <p>The same person is sometimes entered twice — for example once by a greeter and once from an import. <em>Merge accounts</em> lists likely duplicates (same name, phone number or e-mail address) and why they matched.</p>
        <ol>
          <li>Open a pair to compare the two records side by side.</li>
          <li>Choose the record to keep (usually the more complete one). Details the kept record is missing — a phone number, a birthday — are filled in from the other record; rows that differ are highlighted.</li>
          <li>Press <em>Merge</em>. Everything linked to the other record — giving, attendance, groups, service units — moves to the kept record, and the duplicate disappears from every list.</li>
        </ol>
        <p>If both records are in households, the kept record stays in its own (a person belongs to one household only); if only the other record was in one, the kept record takes its place there. Merging cannot be undone, so check the comparison carefully. A person who signs in to this console cannot be merged away: keep that record instead.</p>
      </>
    ),
  },
  {
    id: 'membership',
    title: 'Membership types',
    to: PEOPLE.membershipTypes,
    body: (
      <>
        <p>Membership types describe how someone relates to the church: for example Member, Regular attender, Visitor, Child. Add, rename and reorder them to match your church. The order here is the order used in menus and reports — drag a row, or use the arrow buttons.</p>
        <p>When you delete a type that people still have, Congregate asks which type those people should move to, so nobody is left without one.</p>
      </>
    ),
  },
  {
    id: 'groups',
    title: 'Groups and service units',
    to: PEOPLE.groupsAndServiceUnits,
    body: (
      <>
        <p><strong>Groups</strong> are small groups, classes and ministries people belong to. Open a group to see its members, add people by searching for them, and remove them.</p>
        <p><strong>Service units</strong> are the departments where people serve (ushering, choir, media…). Each unit has <strong>positions</strong> such as Leader or Assistant. Add people to a unit with a position from the unit’s page.</p>
      </>
    ),
  },
  {
    id: 'titles',
    title: 'Positions, titles and salutations',
    to: PEOPLE.positionsAndSalutations,
    body: <p>Salutations (Mr, Mrs, Dr, Pastor, Deacon…) appear before a person’s name on letters, statements and name badges. Keep the list short and consistent; rename a title and every person with it follows.</p>,
  },
  {
    id: 'housefellowship',
    title: 'House fellowship',
    to: PEOPLE.houseFellowship,
    body: <p>House fellowships are organised in three levels: <strong>districts</strong> contain <strong>zones</strong>, and zones contain <strong>fellowships</strong> (the home meetings themselves, with a host and meeting address). Pick a district to see its zones, then a zone to see its fellowships.</p>,
  },
  {
    id: 'celebrations',
    title: 'Birthdays and weddings',
    to: PEOPLE.celebrations,
    body: <p>See whose birthday or wedding anniversary falls in a given month or in the coming week, so you can send a card or a greeting. Switch between birthdays and anniversaries, and between a month and this week.</p>,
  },
  {
    id: 'attendance',
    title: 'Check-in attendance',
    to: PEOPLE.attendance,
    body: (
      <>
        <p>Record how many people attended each service. Choose a service (or add one, like Sunday First Service), pick the date and enter the head count — optionally split into men, women and children.</p>
        <p>The <em>week</em> picker lists the Sundays of the years you choose, so you can fill in several weeks quickly. The trend appears on the people dashboard.</p>
      </>
    ),
  },
  {
    id: 'dashboard',
    title: 'Dashboard',
    to: PEOPLE.dashboard,
    body: <p>Charts of your congregation: how the directory has grown month by month, the share of each membership type, gender, age bands and the weekly attendance trend. Click a figure at the top to open the matching list.</p>,
  },
  {
    id: 'import',
    title: 'Importing people from a spreadsheet',
    to: PEOPLE.import1,
    body: (
      <>
        <ol>
          <li><strong>Upload</strong> a CSV or Excel (.xlsx) file with one person per row and column headings in the first row.</li>
          <li><strong>Match columns</strong>: for each column in your file, choose the Congregate field it holds (First name, Email, Mobile, Birthday…). Congregate guesses from the headings; check its guesses. Columns you do not need can be skipped.</li>
          <li><strong>Preview</strong>: every row is checked before anything is saved. Rows with problems (missing name, invalid phone number or date, an e-mail that looks wrong) are listed with the reason; likely duplicates of people already in your directory are flagged.</li>
          <li><strong>Process</strong>: fix the file and upload it again until there are no errors, then press <em>Import</em>. A progress bar shows the import. An import is all-or-nothing: if anything fails, nobody from that file is added, so you never end up with half a file.</li>
        </ol>
        <p>Tip: phone numbers should include the country code (for example +1 202 555 0100). Dates work best as YYYY-MM-DD.</p>
      </>
    ),
  },
  {
    id: 'export',
    title: 'Exporting people',
    to: PEOPLE.export1,
    body: <p>Choose who to export (using the same filters as the directory) and which details to include, then download as CSV, Excel or PDF. The PDF carries your church logo and is ready to print. Exports are recorded in the security audit, because they contain personal information — store them carefully and delete them when you are done.</p>,
  },
  {
    id: 'settings',
    title: 'Settings',
    to: PEOPLE.settings,
    body: <p>Set the envelope ID prefix (for example ENV-) used when envelope numbers are generated, and the membership type new people get when none is chosen. Under <em>Directory view</em> choose how many rows you see per page (saved to your account) and which columns (saved in this browser).</p>,
  },
  {
    id: 'privacy',
    title: 'Privacy and permissions',
    body: <p>Only staff whose role includes the <strong>People</strong> permission can open these pages. Treat everything here as confidential: do not share exports by e-mail, and deactivate rather than delete people so their history stays accurate.</p>,
  },
]

export default function AdminGuidePage() {
  return (
    <PeopleShell>
      <header>
        <h1 className="text-2xl font-bold tracking-tight">People — admin guide</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-500 dark:text-neutral-400">How to keep your church directory accurate and useful: what each page does and the everyday tasks, step by step.</p>
      </header>
      <AdminGuide sections={SECTIONS} />
    </PeopleShell>
  )
}
