import { AdminGuide, type GuideSection } from '@/components/admin-guide/AdminGuide'
import { CommsShell } from '../components/CommsShell'
import { COMMS, CREDITS } from '../paths'


// Written for church staff, not developers: what each page is for, what things cost and why a
// message may not reach someone.
const SECTIONS: GuideSection[] = [
  {
    id: 'overview',
    title: 'Sending a message',
    to: COMMS.sms,
    body: (
      <>
        <p>Choose the channel at the top — SMS, MMS (a picture message), Voice (a phone call), E-mail or Push (the member app and subscribed browsers). Every channel works the same way:</p>
        <ol>
          <li><strong>Choose who receives it.</strong> Add people one by one, or whole households, groups, service units, house fellowships, saved lists from the people directory and contact groups. You can also type in phone numbers or e-mail addresses of people who are not in your directory.</li>
          <li><strong>Write the message.</strong> Merge fields such as <code>{'{first_name}'}</code> are replaced with each person’s own details.</li>
          <li><strong>Check the preview and the cost.</strong> The panel beside the form shows how many people will receive it, who was left out and why, what the first recipient will see, and how many credits it takes.</li>
          <li><strong>Send now or schedule it</strong> for a later date and time.</li>
        </ol>
        <p>Everyone is counted once: if a person is in two of the groups you chose, or two people share a phone number, the message goes to that number once. The list below the form shows every message sent from this channel; open one to follow each recipient’s delivery status.</p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'How credits are counted',
    to: CREDITS.balance,
    body: (
      <>
        <p>Messages are paid for with <strong>message credits</strong>. Your balance, the credits held for scheduled messages and the full history of every credit in and out are under Organisation → Credits.</p>
        <ul>
          <li><strong>SMS</strong>: 1 credit per segment per recipient.</li>
          <li><strong>MMS</strong>: 3 credits per recipient.</li>
          <li><strong>Voice</strong>: 2 credits per started minute per recipient. A text read aloud is timed at 150 words a minute; a recording by its length.</li>
          <li><strong>E-mail</strong>: 1 credit per recipient.</li>
          <li><strong>Push notifications</strong>: free.</li>
        </ul>
        <p>
          <strong>Segments.</strong> A phone carries a text message in pieces called segments. With the ordinary alphabet (GSM-7: English letters, digits and common punctuation) one segment holds 160 characters; a longer message is split into segments of 153 characters, because each piece carries a little information to put the message back together. The characters <code>^ {'{ }'} [ ] ~ | \ €</code> count as two.
        </p>
        <p>
          As soon as the message contains any other character — an emoji, curly quotes “ ”, most accented letters, or another script — the whole message is sent as <strong>Unicode (UCS-2)</strong>: one segment then holds only 70 characters, and 67 each when it is split. The counter under the message shows the characters, the encoding and the segments as you type, so you can swap a curly quote for a straight one and save credits. Your church’s SMS signature is added to every text and counted too. An SMS may be at most 1,600 characters.
        </p>
        <p>Because merge fields put in each person’s own name, a message can be one segment for a short name and two for a long one; the cost is counted per recipient after merging.</p>
        <p>
          <strong>When credits are taken.</strong> Sending or scheduling holds the credits at once, so two staff members cannot spend the same credits. When a message is delivered (or fails on the carrier’s side), the held credits are settled; credits for recipients that could not be sent to at all come back. Deleting a scheduled message gives its credits back. A message that needs more credits than you have available is refused with the exact number needed, and nothing is sent.
        </p>
      </>
    ),
  },
  {
    id: 'opt-out',
    title: 'Opting out: STOP and unsubscribe',
    to: COMMS.doNotContact,
    body: (
      <>
        <p>Congregate keeps one <strong>do-not-contact list</strong> for the church, per channel (text messages, calls, e-mail, push). Anyone on it is left out of every message of that channel automatically; the preview tells you how many were removed.</p>
        <ul>
          <li>Someone who replies <strong>STOP</strong> (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE, OPTOUT) to a text is taken off text messages at once. Replying <strong>START</strong> or UNSTOP puts them back.</li>
          <li>Every e-mail has an <strong>unsubscribe link</strong> at the bottom, and mail programs show their own one-click unsubscribe button. Either takes that address off e-mail.</li>
          <li>Staff can add or remove a number or address on the <em>Do not text/call/e-mail</em> page, for example when someone asks in person. Each change is kept with who made it and when, as proof of consent.</li>
        </ul>
        <p>Please respect an opt-out: carriers block churches that keep texting people who asked to stop.</p>
      </>
    ),
  },
  {
    id: 'schedule',
    title: 'Scheduling',
    body: (
      <>
        <p>Choose <em>Schedule</em> and pick a date and time (in your own time zone) to send later — a reminder the evening before an event, a greeting on Sunday morning. The credits are held when you schedule.</p>
        <p>Until it goes out, a scheduled message can be opened from the list and <strong>edited</strong> (its audience, text or time; the cost is worked out again) or <strong>deleted</strong>, which returns its credits. Once sending has started it can no longer be changed.</p>
      </>
    ),
  },
  {
    id: 'merge-fields',
    title: 'Merge fields',
    body: (
      <>
        <p>Merge fields personalise a message. Press a merge-field button to put one where the cursor is:</p>
        <ul>
          <li>
            <code>{'{first_name}'}</code>, <code>{'{last_name}'}</code>, <code>{'{full_name}'}</code> — the recipient’s name;
          </li>
          <li>
            <code>{'{church_name}'}</code> — your church’s name.
          </li>
        </ul>
        <p>Numbers and addresses you typed in have no name: they receive “friend” instead. A misspelt field such as <code>{'{firstname}'}</code> is pointed out before anything is sent.</p>
      </>
    ),
  },
  {
    id: 'keywords',
    title: 'Smart keywords',
    to: COMMS.smartKeywords,
    body: (
      <>
        <p>A smart keyword is a word people text to your church number — for example <strong>JOIN</strong>, <strong>YOUTH</strong> or <strong>PRAY</strong>. When a text matches a keyword, Congregate answers with the reply you wrote and can add the sender to a contact group, so you can message them later. Keywords are matched regardless of capital letters. Each keyword counts its matches so you can see what your announcements achieve. Turn a keyword off to pause it without losing it.</p>
      </>
    ),
  },
  {
    id: 'greetings',
    title: 'Automated greetings',
    body: (
      <>
        <p>Congregate can send birthday and wedding-anniversary greetings by itself. For each kind of greeting choose the channel, write the text (merge fields work here too) and the hour of the day it goes out, and switch it on. Each person receives a greeting once a year, on the day, from the birthdays and anniversaries in the people directory. Greetings use credits like any other message and respect the do-not-contact list; the greetings history shows who was greeted and when.</p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Following delivery',
    body: (
      <>
        <p>Open a message from the list to see each recipient’s status, updated as the carriers report back:</p>
        <ul>
          <li><strong>Queued</strong> and <strong>sending</strong>: on its way.</li>
          <li><strong>Sent</strong>: handed to the carrier; <strong>delivered</strong>: the phone or mail server confirmed it.</li>
          <li><strong>Failed</strong> or <strong>undelivered</strong>: the number or address did not accept it (switched off, no longer in use, a full mailbox). The reason is shown beside the recipient.</li>
          <li><strong>Skipped</strong>: left out before sending, for example because the person opted out after the message was scheduled.</li>
        </ul>
      </>
    ),
  },
]

export default function AdminGuidePage() {
  return (
    <CommsShell title="Communications — admin guide" description="How to reach your congregation by text, call, e-mail and push: what it costs, who is left out and why, and the everyday steps.">
      <AdminGuide sections={SECTIONS} />
    </CommsShell>
  )
}
