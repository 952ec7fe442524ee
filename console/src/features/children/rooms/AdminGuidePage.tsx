import { AdminGuide, type GuideSection } from '@/components/admin-guide/AdminGuide'
import { CHILDREN } from '../paths'
import { ChildrenShell } from './ChildrenShell'

// Written for children's ministry leaders and the staff who run Sunday check-in: the order a
// church sets things up in, then what happens on a Sunday.
const SECTIONS: GuideSection[] = [
  {
    id: 'start',
    title: 'Setting up the children’s ministry',
    body: (
      <>
        <p>Set things up in this order, once; after that Sundays run from the check-in station.</p>
        <ol>
          <li><strong>Categories and classrooms</strong>: the rooms children go to.</li>
          <li><strong>Food allergies</strong>: the list a child’s profile picks from.</li>
          <li><strong>Children</strong>: a profile for each child, with their classroom, allergies, medical notes and who may pick them up.</li>
          <li><strong>Teachers</strong>: the people who serve, with their background checks.</li>
          <li><strong>Settings</strong>: the label size, the check-out code and the not-seen weeks.</li>
          <li><strong>Stations</strong>: the tablets or computers where families check in.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'categories',
    title: 'Classroom categories',
    to: CHILDREN.classrooms,
    body: (
      <>
        <p>A category groups classrooms: Nursery, Preschool, Elementary. Add one with its name; rename it in place with the pencil; delete it with the bin once it has no classrooms left (move or delete them first).</p>
        <p><strong>Order</strong> matters: when a child has no classroom of their own, check-in suggests the first active classroom, in the categories’ order, whose age or grade range holds the child. Drag a category by its handle, or use its up and down arrows (they work from the keyboard too).</p>
      </>
    ),
  },
  {
    id: 'classrooms',
    title: 'Classrooms',
    to: CHILDREN.classrooms,
    body: (
      <>
        <p>Each classroom has a name, a category and the children it takes:</p>
        <ul>
          <li><strong>Age range</strong> in years and months (a nursery for 0 to 1 year 11 months), and/or a <strong>grade range</strong> (Pre-K, K, Grade 1…). A grade match comes before an age match; a classroom with no range is never suggested, but staff can still choose it.</li>
          <li><strong>Capacity</strong>: the most children in the room at once; 0 means no limit. The next child is refused with “This room is full”.</li>
          <li><strong>Children per adult</strong>: the ratio; 0 means none. With a ratio, a room needs a teacher present before children check in, and another adult as it fills.</li>
          <li><strong>Active</strong>: an inactive classroom keeps its history but is not offered at check-in.</li>
        </ul>
        <p>A classroom with children checked in right now cannot be deleted.</p>
      </>
    ),
  },
  {
    id: 'allergies',
    title: 'Food allergies',
    to: CHILDREN.allergies,
    body: (
      <p>Add the allergies your families report (peanuts, tree nuts, dairy, eggs, gluten…). A child’s profile picks from this list and adds notes; the label prints them when the settings say so. An allergy that is on a child’s profile cannot be deleted: take it off the profiles first.</p>
    ),
  },
  {
    id: 'teachers',
    title: 'Teachers and background checks',
    to: CHILDREN.teachers,
    body: (
      <>
        <p><strong>Add teacher</strong> finds a person of your church by name, records the date of their background check and when it expires, and gives them classrooms.</p>
        <ul>
          <li>The badge shows the check: <strong>valid</strong>, <strong>expiring</strong> (within 30 days), <strong>expired</strong> or <strong>missing</strong>. Filter the list by it to renew checks in time.</li>
          <li>A teacher whose check has expired, or who has none on file, cannot be given a classroom, and does not count as an adult in the room at check-in.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'stations',
    title: 'Check-in stations',
    to: CHILDREN.station,
    body: (
      <>
        <p>A station is a tablet or computer at the door. Give each a name and a mode:</p>
        <ul>
          <li><strong>Self</strong>: families check their own children in, full screen (a kiosk).</li>
          <li><strong>Manned</strong>: a volunteer searches the family and checks children in for them.</li>
          <li><strong>Roster</strong>: a teacher checks children in from the room’s list.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'checkin',
    title: 'Check-in and check-out with codes',
    body: (
      <>
        <p>A family is found by the last four digits of a parent’s mobile or by name. The station suggests each child’s classroom; staff can change it. Children checked in together share one <strong>security code</strong> of four characters (no look-alike letters or digits): each child’s label shows it, and the parent keeps a label with the same code.</p>
        <p>At check-out the parent shows their label; when the settings require the code, the child is released only against it. A person marked <strong>not authorised</strong> on a child’s profile is refused, and who picked each child up is recorded. A lost label can be reprinted with the same code.</p>
      </>
    ),
  },
  {
    id: 'offline',
    title: 'When the internet drops: the offline station',
    body: (
      <p>A station keeps what it needs for the day (families, children, rooms and its own block of codes) when it opens. If the connection drops it keeps checking children in and out, and sends everything when it is back. Two stations never make the same code; if the same child was checked in at two stations, or a code was already in use, the station says what to do (for example, reprint the labels with a new code).</p>
    ),
  },
  {
    id: 'labels',
    title: 'Labels and printers',
    to: CHILDREN.settings,
    body: (
      <>
        <p>Choose the label size in <strong>Settings</strong>: <strong>4 × 2 in</strong> or <strong>62 mm</strong>. Stations print a PDF, or ZPL for Zebra printers. A child’s label has their name, the code, the room and the date, their allergies (when <em>Print allergies</em> is on), “Medical notes on file”, and a black bar naming anyone not authorised to pick them up.</p>
      </>
    ),
  },
  {
    id: 'reports',
    title: 'Dashboard and reports',
    to: CHILDREN.reporting,
    body: (
      <p>The <strong>dashboard</strong> shows check-ins week by week (8, 26 or 52 weeks), by classroom, the children who came and the first-timers. <strong>Reporting</strong> lists attendance by classroom and date, first-timers, and the children not seen for a number of weeks (the settings’ default) so someone can reach out; each report downloads as CSV.</p>
    ),
  },
  {
    id: 'access',
    title: 'Who can see the children’s ministry',
    body: (
      <p>These pages need the <strong>children</strong> permission. Medical notes and allergies are sensitive: every time a child’s full profile is opened it is recorded, and super admins can see who looked. Every change is recorded in the security audit.</p>
    ),
  },
]

export default function AdminGuidePage() {
  return (
    <ChildrenShell title="Children — admin guide" description="How to set up classrooms, teachers and check-in, and what happens on a Sunday.">
      <AdminGuide sections={SECTIONS} />
    </ChildrenShell>
  )
}
