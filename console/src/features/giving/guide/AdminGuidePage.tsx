import { AdminGuide, type GuideSection } from '@/components/admin-guide/AdminGuide'
import { GivingShell } from '../components/GivingShell'
import { GIVING } from '../paths'

// Written for church staff (treasurers, finance teams, administrators): what each giving page is
// for and the order a new church sets things up in.
const SECTIONS: GuideSection[] = [
  {
    id: 'start',
    title: 'Setting up giving',
    to: { path: GIVING.settings, key: 'generosity' },
    body: (
      <>
        <p>Before the first gift is recorded, open <strong>Settings</strong> and choose your church’s currency: every gift, report and statement uses it, and it cannot change once gifts are recorded.</p>
        <ol>
          <li>Add your <strong>contribution codes</strong> (the funds people give to).</li>
          <li>Pick the <strong>default code</strong> and write the text of your contribution statements (introduction, legal text, signatory).</li>
          <li>To take gifts online, connect the church’s Stripe account under <strong>Organisation → Merchant account</strong>, then turn <strong>Online giving</strong> on.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'codes',
    title: 'Contribution codes',
    to: { path: GIVING.codes, key: 'generosity' },
    body: (
      <>
        <p>A contribution code is a fund: General Fund (GEN), Building Fund (BLD), Missions (MIS). Each has a name, a short code used by imports and reports, and whether gifts to it are tax deductible (non-deductible gifts are shown apart on statements).</p>
        <ul>
          <li><strong>Order</strong>: move codes up or down with the arrow buttons; pickers, the give page and reports follow this order.</li>
          <li><strong>Active</strong>: an inactive code keeps its gifts and history but is no longer offered for new gifts.</li>
          <li><strong>Delete</strong>: a code with gifts asks which code to move them to first (void gifts move too). A code used by a pledge campaign cannot be deleted.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'contributions',
    title: 'Recording gifts',
    to: { path: GIVING.contributions, key: 'generosity' },
    body: (
      <>
        <p><strong>Add contribution</strong> records one gift: the giver (or <em>Anonymous</em>), the code, the amount, how it was given (cash, cheque with its number, card, bank transfer or other), the date received and a note. A gift cannot be dated in the future.</p>
        <p>The list shows every gift, newest first, whatever its source: entered, batch, import, online or recurring. Filter by dates, code, method, source or a name, envelope id or cheque number.</p>
        <ul>
          <li><strong>Change contribution type</strong> (a row’s menu) moves a gift to another code, for example a gift entered under General that was meant for Building. The change is recorded in the audit log.</li>
          <li><strong>Void</strong> takes a gift out of every total and statement while keeping it on record, struck through, with the reason you give (entered twice, cheque returned). Voiding an online gift does not refund it: refunds are made in Stripe and arrive by themselves.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'batches',
    title: 'Batches: counting the offering',
    to: { path: GIVING.batches, key: 'generosity' },
    body: (
      <>
        <p>A batch is one count of the offering. Count the cash and cheques first, then choose <strong>New batch</strong> with the date and the <strong>counted total</strong> (and the number of envelopes, if you counted them).</p>
        <ol>
          <li>Enter each gift on the entry row: type the giver’s name (or leave it empty for loose offering), the code, the amount and the method; press <kbd>Enter</kbd> and the cursor returns to the giver for the next envelope.</li>
          <li>The <strong>difference</strong> shows how far the entered gifts are from the counted total as you type: red while they differ, green when they match.</li>
          <li><strong>Commit batch</strong> is refused while the batch does not balance; the message says both totals. Fix the wrong gift (remove it and enter it again) or the count.</li>
        </ol>
        <p>Gifts in an open batch are pending: they count only once the batch is committed. A committed batch cannot be changed; void a wrong gift from the contributions list instead.</p>
      </>
    ),
  },
  {
    id: 'import',
    title: 'Importing gifts from a spreadsheet',
    to: { path: GIVING.import, key: 'generosity' },
    body: (
      <>
        <p>Bring in gifts from your previous system or a bank export: a CSV or Excel file, first row of headings, up to 20,000 rows.</p>
        <ol>
          <li>Upload the file and match its columns: date, amount and contribution code are required, and a way to find the giver (e-mail, phone, envelope id, or first and last name).</li>
          <li><strong>Check the file</strong> reads every row and shows the ones with problems: an amount that does not read, an unknown code, no one or more than one person matching the row. <strong>Download rows to fix</strong> gives them back as a CSV with an Errors column.</li>
          <li>Either <strong>fix first</strong> and upload the corrected file, or <strong>import the good rows</strong> now. The gifts go in as one committed batch named after the file, with a progress bar while they are written.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'campaigns',
    title: 'Pledge campaigns',
    to: { path: GIVING.campaigns, key: 'generosity' },
    body: (
      <>
        <p>A campaign has a goal, a contribution code and dates. Record each person’s <strong>pledge</strong> (what they promise to give); gifts to the campaign’s code between its dates count as given, so each card shows how much is pledged and given against the goal, and each pledge how much remains.</p>
      </>
    ),
  },
  {
    id: 'reports',
    title: 'Dashboard, reports and statements',
    to: { path: GIVING.dashboard, key: 'generosity' },
    body: (
      <>
        <p>The <strong>dashboard</strong> compares this month and this year with the last, by code and by method. <strong>Reporting by numbers</strong> and <strong>by donors</strong> break the totals down and export them (CSV, Excel, PDF). <strong>Contribution statements</strong> produce each donor’s yearly statement as a PDF, all of them as one ZIP, or e-mail them.</p>
        <p>Only counted gifts appear: committed, not void, and for online gifts, paid.</p>
      </>
    ),
  },
  {
    id: 'settings',
    title: 'Giving settings',
    to: { path: GIVING.settings, key: 'generosity' },
    body: (
      <ul>
        <li><strong>Currency</strong> and <strong>default code</strong>.</li>
        <li><strong>Statement introduction, legal text and signatory</strong>: printed on every contribution statement.</li>
        <li><strong>Give page message</strong>, <strong>bank transfer details</strong> and the <strong>text-to-give keyword</strong> (people text it to the church’s number and get the giving link; it cannot be one of your smart keywords).</li>
        <li><strong>Online giving</strong>: turns the give page on once the merchant account is connected.</li>
      </ul>
    ),
  },
  {
    id: 'merchant',
    title: 'Merchant account',
    to: { path: GIVING.merchantAccount, key: 'organization' },
    body: (
      <>
        <p>Online gifts are paid into your church’s own Stripe account; Congregate never holds the money. An organisation administrator pastes the Stripe account id (it starts with <code>acct_</code>) under <strong>Organisation → Merchant account</strong>. The page then shows whether Stripe lets the account take payments, and the address of your give page to share. Disconnecting stops online and recurring gifts until an account is connected again.</p>
      </>
    ),
  },
  {
    id: 'access',
    title: 'Who can see giving',
    body: (
      <p>Giving pages need the <strong>generosity</strong> permission (the Finance role has it). Give it only to the people who count and report gifts: they see what every member gives. Every change (a gift added, voided or moved, a batch committed, a code deleted, the settings) is recorded in the security audit with who made it.</p>
    ),
  },
]

export default function AdminGuidePage() {
  return (
    <GivingShell title="Giving — admin guide" description="How your church records, counts, imports and reports its gifts.">
      <AdminGuide sections={SECTIONS} />
    </GivingShell>
  )
}
