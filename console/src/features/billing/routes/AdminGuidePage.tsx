import { AdminGuide, type GuideSection } from '@/components/admin-guide/AdminGuide'
import { BillingShell } from '../components/BillingShell'
import { BILLING, CREDIT_PAGES } from '../paths'


// Written for church staff (treasurers, administrators), not developers: what each billing page
// is for, what happens when a payment fails, and how to get the console open again.
const SECTIONS: GuideSection[] = [
  {
    id: 'subscription',
    title: 'Your subscription and invoices',
    to: { path: BILLING.invoices, key: 'generosity' },
    body: (
      <>
        <p>Your church pays for Congregate by a monthly subscription, at the plan chosen when the church signed up. The <strong>Invoices</strong> page shows the plan and its price, whether your account is up to date, what is due now and every invoice, newest first.</p>
        <ul>
          <li><strong>Open</strong>: issued and waiting to be paid. Your default card is charged automatically on the due date.</li>
          <li><strong>Paid</strong>: settled; the paid date is shown beside it.</li>
          <li><strong>Uncollectible</strong>: the card was refused several times. It can still be paid on <em>Make payment</em>.</li>
          <li><strong>Void</strong>: cancelled; nothing is owed.</li>
        </ul>
        <p>Open an invoice to see its lines and totals. <strong>Download PDF</strong> gives a copy with your church’s name and logo for your treasurer or auditor. Amounts are always in your plan’s currency.</p>
      </>
    ),
  },
  {
    id: 'paying',
    title: 'Paying an invoice',
    to: { path: BILLING.makePayment, key: 'generosity' },
    body: (
      <>
        <p>Invoices are normally paid automatically with your default card. To pay one yourself — after a card was declined, or to pay early:</p>
        <ol>
          <li>Open <strong>Make payment</strong> (or press <em>Pay</em> beside an open invoice).</li>
          <li>Choose the invoice. When several are open, pay the oldest first.</li>
          <li>Choose a card on file, or <em>A new card</em> to enter one; a new card is saved for next time.</li>
          <li>Press <strong>Pay</strong>. A message confirms the payment and the invoice shows as paid.</li>
        </ol>
        <p>You are charged once even if the button is pressed twice or the page is reloaded. If the bank refuses the card, the reason is shown (for example “Your card has insufficient funds.”) and nothing is charged: try another card or call your bank.</p>
      </>
    ),
  },
  {
    id: 'cards',
    title: 'Cards on file',
    to: { path: BILLING.cards, key: 'generosity' },
    body: (
      <>
        <p>Keep at least one card on file so invoices are paid on time. The <strong>default card</strong> pays invoices and auto-recharge; any card can be chosen when you buy credits or make a payment.</p>
        <ul>
          <li><strong>Add card</strong>: the card details go straight to Stripe, our payment processor, and are checked with your bank. Congregate never sees or stores the full number — only the brand, the last four digits and the expiry date. Your first card becomes the default.</li>
          <li><strong>Make default</strong>: choose which card pays from now on.</li>
          <li><strong>Remove</strong>: the card is no longer charged. The default card cannot be removed while other cards are on file: make another card the default first.</li>
        </ul>
        <p>A card that expires at the end of this month or next is marked <em>Expires soon</em>, and a warning appears on the billing pages until you add a new one. An expired card cannot be used.</p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'Buying message credits',
    to: { path: CREDIT_PAGES.buy, key: 'organization' },
    body: (
      <>
        <p>Text messages, calls and e-mails are paid for with <strong>message credits</strong> (the communications guide explains what each message costs). Buy them under Organisation → Credits → <strong>Buy credits</strong>:</p>
        <ol>
          <li>Pick 500, 1,000, 5,000 or 10,000 credits, or type an amount between 100 and 1,000,000.</li>
          <li>Check the price: it is worked out by the server from the price per credit and shown before you pay.</li>
          <li>Pay with a card on file, a new card, or a cheque.</li>
          <li>Press <strong>Buy</strong>. Credits bought by card are added at once; the page shows your balance before and after.</li>
        </ol>
        <p>Every purchase is listed with who made it, how it was paid and its status. A double click or a reload never buys twice.</p>
      </>
    ),
  },
  {
    id: 'cheques',
    title: 'Paying by cheque',
    to: { path: CREDIT_PAGES.buy, key: 'organization' },
    body: (
      <>
        <p>To buy credits by cheque, choose <em>Cheque</em>, type the cheque number and press <strong>Buy</strong>. The purchase is listed as <strong>Pending</strong> with the amount to write on the cheque: “We will add the credits when your cheque arrives.”</p>
        <p>Write your church’s name and the cheque number on the back, and send it to the Congregate billing address on your invoice. When our team receives and confirms it, the credits are added and the purchase shows as <strong>Succeeded</strong>. A cheque that bounces or never arrives is marked <em>Failed</em> or <em>Cancelled</em> and no credits are added. Invoices for the subscription are paid by card.</p>
      </>
    ),
  },
  {
    id: 'auto-recharge',
    title: 'Auto-recharge',
    to: { path: CREDIT_PAGES.balance, key: 'organization' },
    body: (
      <>
        <p>Auto-recharge buys credits for you before you run out, so scheduled messages and automated greetings keep going out. Turn it on in the <strong>Auto-recharge</strong> panel of Organisation → Credits and set:</p>
        <ul>
          <li><strong>When available credits fall below</strong> — the threshold (0 to 1,000,000);</li>
          <li><strong>Buy</strong> — how many credits to add each time (100 to 1,000,000).</li>
        </ul>
        <p>It charges your <strong>default card</strong>, so a card must be on file before you can turn it on. When several messages cross the threshold at the same moment, one purchase is made, not one per message. Each automatic purchase appears in the purchases list as <em>Auto-recharge</em>. If the card is declined, the purchase shows as failed with the bank’s reason; update your card on <em>Cards on file</em>.</p>
      </>
    ),
  },
  {
    id: 'lock-down',
    title: 'When a payment fails: past due and lock-down',
    body: (
      <>
        <p>If the card cannot be charged for an invoice, your account becomes <strong>past due</strong>. The billing pages show a yellow notice with the amount and the date the grace period ends (usually 7 days). Nothing else changes yet: pay during the grace period and no one notices.</p>
        <p>If the invoice is still unpaid when the grace period ends, the account is <strong>locked</strong>. While it is locked, your staff can open only the dashboard and the billing pages; any other page shows “Account is Suspended. Please contact your administrator.” Your data is kept safe and nothing is deleted.</p>
      </>
    ),
  },
  {
    id: 'unlock',
    title: 'Getting unlocked',
    to: { path: BILLING.makePayment, key: 'generosity' },
    body: (
      <>
        <p>Paying the open invoice unlocks the account <strong>at once</strong> — there is nothing to wait for and no one to call:</p>
        <ol>
          <li>Sign in as a staff member with access to billing (a super admin always has it).</li>
          <li>Open <strong>Billing → Make payment</strong>; the red notice also has a <em>Pay now</em> button.</li>
          <li>Pay with a working card, or add a new one in the same form.</li>
        </ol>
        <p>The console opens again as soon as the payment succeeds. Staff who had a page open may need to reload it. If the card keeps being declined, call the bank (some banks hold a first online payment until you confirm it) or use another card. If you cannot pay by card or think the invoice is wrong, contact Congregate support from the address on your invoice before the grace period ends: the support team can extend it.</p>
      </>
    ),
  },
  {
    id: 'access',
    title: 'Who can see billing',
    body: (
      <>
        <p>Invoices, Make payment and Cards on file are open to staff whose role includes <strong>Generosity</strong>; this guide to roles with <strong>Billing</strong>; buying credits and auto-recharge to roles with <strong>Organisation</strong>. Super admins can open all of them. Give these to the few people who handle the church’s money, under Organisation → Roles &amp; permissions.</p>
      </>
    ),
  },
]

export default function AdminGuidePage() {
  return (
    <BillingShell title="Billing — admin guide" description="How your church pays for Congregate: invoices, cards, message credits, auto-recharge, cheques, and what happens when a payment fails.">
      <AdminGuide sections={SECTIONS} />
    </BillingShell>
  )
}
