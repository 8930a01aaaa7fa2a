"""What the bot says: every user-facing sentence of the core, in one place."""

HELP = """\
Hi! I'm career-bot, your job-search assistant. Here's what I can do:

• Skills interview — send me your resume (paste the text, or send a PDF, DOCX, TXT or \
JSON Resume file). I'll find what it doesn't say about your skills and ask you a few \
short questions, one at a time.
• Employer replies — forward or paste a message from a recruiter or employer. I screen \
it for risks (salary, contracts, visas, personal data, scams, skills you haven't listed), \
draft a reply from your profile, and ask you to approve anything risky.
• Your profile — I keep what I learn as a skills profile you can view or export.

Commands:
  /interview  start a skills interview (send the resume with it, or right after)
  /reply      draft a reply to an employer's message (paste it after the command)
  /status     list your opportunities (ask me about them in plain words, too)
  /stage      move one: /stage O001 interviewing (or closed)
  /remind     remind me here: /remind 3d follow up with Acme
  /timezone   set yours (e.g. Europe/Berlin): no reminders at night
  /profile    show your skills profile
  /export     download your profile as JSON Resume
  /skip       skip the current question
  /cancel     stop what's running in this conversation
  /new        start a fresh conversation
  /forget     delete everything I know about you
  /help       show this message"""

OFFLINE_NOTICE = (
    "Heads-up: no OPENAI_API_KEY is configured, so I'm running on my built-in offline "
    "engine. It works without any network, but a language model understands free-form "
    "answers better."
)

NOT_ALLOWED = (
    "Sorry, this career-bot is private and you're not on its list of users. "
    "Please ask whoever runs it to add you."
)

EMPTY_MESSAGE = "I didn't get any text. Send me your resume, or /help to see what I can do."
MESSAGE_TOO_LONG = (
    "That message is too long for me ({length:,} characters; the limit is {limit:,}). "
    "Could you shorten it?"
)
ANSWER_TOO_LONG = (
    "That answer is very long ({length:,} characters). Please keep answers under "
    "{limit:,} characters — a few sentences are plenty."
)

ASK_FOR_RESUME = (
    "Great — let's do a skills interview. Send me your resume: paste the text, or send a "
    "PDF, DOCX, TXT or JSON Resume file."
)
NOT_A_RESUME = (
    "That doesn't look like a resume to me. Please paste your resume text (with your "
    "experience and skills) or send it as a PDF, DOCX, TXT or JSON Resume file. "
    "/cancel if you've changed your mind."
)
INTAKE_CHOICE_TITLE = "What should I do with this?"
INTAKE_CHOICE_BODY = "It looks like {label} ({reasons}), but I'm not sure. Pick one:"
INTAKE_CHOICE_UNKNOWN = (
    "I couldn't tell what this is. If it's a message from an employer, I can draft a reply; "
    "if it's your resume, I can interview you about it. /help shows everything I can do."
)
INTAKE_KIND_LABELS = {
    "employer": "a message from an employer",
    "job_posting": "a job posting",
    "resume": "a resume",
    "question": "a question about your job search",
}
REPLY_INTRO = (
    "This looks like a message from an employer. I screened it and drafted a reply. Your "
    "profile is empty, so the draft shares no experience — send me your resume first for "
    "replies that draw on your skills."
)
REPLY_INTRO_PROFILE = (
    "This looks like a message from an employer. I screened it and drafted a reply from "
    "your profile:"
)
REPLY_DECIDE_FIRST = (
    "There's a draft above waiting for your decision — Approve, Edit, Revise or Reject it "
    "first. /cancel discards it."
)
ASK_EDIT = "Send me the reply exactly as you want it; I'll use your text as the final reply."
ASK_REVISE = 'What should I change? (for example: "shorter", "mention I\'m free Tuesday")'
REPLY_APPROVED = "Approved. Here's your reply, ready to copy:"
REPLY_FILL_IN = "Before you send it, fill in: {blanks}."
REPLY_EDITED = "Done — your edited reply is final. Here it is, ready to copy:"
REPLY_REJECTED = "Discarded — nothing was approved."
REPLY_TRACKED = (
    "I'm tracking this conversation as opportunity {code}. If they write back, paste their "
    "message here in this conversation; /status {code} moves it to another stage."
)
REPLY_EMPTY = "Usage: /reply <the employer's message>"

INTERVIEW_INTRO = (
    "Thanks! I read your resume and picked out {count} skill{s} to talk about: {names}. "
    "I'll ask about what the resume doesn't say — answer in your own words. "
    'Say "skip" to skip a question or "stop" to finish early.'
)
INTERVIEW_ALREADY_RUNNING = (
    "An interview is already running in this conversation — just answer the question "
    "above. /cancel stops it; /new starts a fresh conversation."
)
FILE_IN_REPLY_THREAD = (
    "This conversation is about an employer's message, so I haven't read that file here. "
    "To interview you on a resume, /new starts a fresh conversation — send the file there."
)
INTERVIEW_FINISHED = (
    "This interview is finished. /profile shows your skills; /new starts a fresh "
    "conversation (for example to interview again with another resume)."
)
INTERVIEW_NO_SKILLS = (
    "I couldn't find any skills I recognise in that resume, so there's nothing to ask "
    "about yet. Could you send a version that lists your experience and skills?"
)
FINISH_MESSAGES = {
    "target_reached": "That's enough for a solid profile — thank you!",
    "no_gaps": "I've asked about everything I wanted to know — thank you!",
    "disengaged": "Let's stop here for now — I've saved what we covered. "
    "You can start again any time with /interview.",
    "user_stopped": "Stopped. I've saved everything you told me so far.",
    "no_skills": INTERVIEW_NO_SKILLS,
}
FINISH_FOOTER = "/profile shows your profile any time; /export downloads it as JSON Resume."
CATCHING_UP = (
    "I was interrupted while handling your previous answer, so I've picked up where we "
    "left off. Please answer this one:"
)
CATCHING_UP_REPLY = (
    "I was interrupted while finishing your last decision, so I've picked up where we left off:"
)
RUN_TIMEOUT = (
    "Sorry — that took too long and I stopped. Nothing you sent is lost; please send your "
    "last message again."
)
RUN_FAILED = "Sorry — something went wrong on my side. Nothing is lost; please try again."

THREAD_BUSY = (
    "Something is still running in this conversation. Finish it or /cancel it, or start "
    "a new conversation."
)
NOTHING_TO_CANCEL = "There's nothing running in this conversation to cancel."
CANCELLED = "Cancelled."
NEW_THREAD_HINT = "Start a new message (not a reply in this thread) to begin a fresh conversation."
NOTHING_TO_SKIP = "There's no question to skip right now."

PROFILE_EMPTY = "Your profile is empty so far. Send me your resume to start a skills interview."
EXPORT_EMPTY = "There's nothing to export yet. Send me your resume to build your profile."
EXPORT_READY = "Here's your profile as JSON Resume ({count} skill{s}):"

FORGET_CONFIRM = (
    "This deletes your profile, skills, conversations and reminders. It can't be undone."
)
FORGET_DONE = "Done — I've deleted everything I knew about you."
FORGET_KEPT = "Okay, nothing was deleted."

CARD_DECIDED = "Decided: {label}"
BUTTON_STALE = "That button has already been handled — nothing changed."
BUTTON_UNKNOWN = "That button has expired or isn't mine — nothing changed."
NOT_YOUR_CONVERSATION = (
    "This conversation belongs to someone else. Send me a direct message to start your own."
)
BUTTON_NOT_OWNER = "Only the person this conversation belongs to can decide this."
NO_BUTTONS = "There's no card with buttons to press right now."

REMIND_APPROVAL = (
    "Reminder: a draft reply in this conversation is still waiting for your decision "
    "(Approve, Edit, Revise or Reject)."
)
APPROVAL_EXPIRED = (
    "This draft waited too long, so I've discarded it and its buttons no longer work. "
    "Nothing was approved. Paste the employer's message again if you still want a reply."
)
NUDGE_INTERVIEW = (
    "Your skills interview is still open — answer the last question whenever you like, "
    '"skip" it, or say "stop" to finish with what we have.'
)
REMINDER = "Reminder: {text}"
REMIND_USAGE = (
    "Usage: /remind <when> [note], e.g. /remind 3d follow up with Acme "
    "(m, h, d or w; at most a year ahead)."
)
REMIND_TOO_MANY = "You already have {limit} reminders waiting; that's the most I keep."
REMIND_UNAVAILABLE = (
    "Reminders need the scheduler, which runs in `career-bot run` and `career-bot serve`; "
    "for the console, start it with `career-bot chat --reminders`."
)
REMIND_DEFAULT = "you asked me to remind you about this conversation."
REMIND_SET = "Okay — I'll remind you here at {when}."
STATUS_EMPTY = (
    "No opportunities yet. Paste or forward a message from an employer and I'll draft a "
    "reply and start tracking it."
)
STATUS_FOOTER = (
    '/status O001 shows one with buttons to move it; ask me e.g. "which ones need my action?"'
)
STAGE_CARD_FOOTER = "Move it with a button, or /stage O001 <stage>"
STAGE_USAGE = "Usage: /stage <id> <stage>, e.g. /stage O001 interviewing. Stages: {stages}."
STAGE_UNKNOWN = "I can't find opportunity {code}. /status lists yours (ids look like O001)."
STAGE_SET = "Moved {code} to {stage}."
SUGGEST_FOLLOW_UP = (
    "No reply from {name} ({code}) for {days}+ days. A short, friendly follow-up often "
    "helps — want me to draft one? (/stage {code} closed if it's over.)"
)
FOLLOW_UP_BUTTON = "Draft a follow-up"
FOLLOW_UP_NOTE = (
    "[No reply from {name} since the last message. The candidate wants to send a short "
    "follow-up asking about next steps.]"
)
FOLLOW_UP_INTRO = "Here's a follow-up you could send:"
TIMEZONE_SHOW = (
    "Your time zone: {zone}. Set it with /timezone Europe/Berlin (an IANA name); "
    "reminders then wait until 08:00 instead of arriving between 21:00 and 08:00."
)
TIMEZONE_SET = "Time zone set to {zone}. I won't send reminders between 21:00 and 08:00 there."
TIMEZONE_UNKNOWN = (
    "I don't know the time zone {zone!r}. Use an IANA name such as Europe/Berlin, "
    "America/New_York or Asia/Kolkata."
)

# Model fallbacks within one turn (issue 10): why part of an answer is the offline engine's.
MODEL_NOTICE_INVALID = (
    "[offline] The AI model's answers could not be used this time, so parts of this reply "
    "come from my built-in offline engine."
)
MODEL_NOTICE_UNAVAILABLE = (
    "[offline] The AI model is not reachable right now, so parts of this reply come from my "
    "built-in offline engine."
)
MODEL_NOTICE_BUDGET = (
    "[offline] The AI model was too slow, so I finished this reply with my built-in offline "
    "engine to answer in time."
)
MODEL_NOTICE_DAILY_CAP = (
    "[offline] You have reached today's limit on AI model calls, so I'm answering with my "
    "built-in offline engine until tomorrow (UTC)."
)

# --- Job-posting fit (/fit) ---------------------------------------------------------------
HELP += """

Fit check — /fit <job posting> (or /fit, then paste it or send a PDF, DOCX, TXT or HTML \
file; /fit O003 for a tracked opportunity; /fit export for the last report as JSON). I \
compare the posting's requirements with your profile, score the fit, and offer to \
interview you on the gaps, draft a cover note, or track the job."""
FIT_ASK_POSTING = (
    "Paste the job posting here (or send it as a PDF, DOCX, TXT or HTML file) and I'll "
    "check your fit."
)
FIT_NO_PROFILE = (
    "I don't have a skills profile for you yet, so I can't check a fit. Send your resume "
    "first (paste it or send a file), then try /fit again."
)
FIT_TOO_LONG = (
    "That posting is about {length:,} characters, more than I check ({limit:,}). Please "
    "send just the job description: the role, requirements and qualifications."
)
FIT_NOT_A_POSTING = (
    "That doesn't read like a job posting: I found no skill requirements in it. Paste the "
    "job description (requirements, qualifications), or use /reply for a recruiter's message."
)
FIT_CONDITIONS = 'It does state a condition to check yourself: "{quote}"'
FIT_UNKNOWN_OPPORTUNITY = (
    "I can't find an opportunity {code} with a posting. /status lists yours; /fit <posting> "
    "checks a new one."
)
FIT_NO_REPORT = "There's no fit report in this conversation yet. Send /fit with a job posting."
FIT_INTERVIEW_INTRO = (
    "Let's close the gaps this posting cares about: {skills}. I'll ask a few short "
    "questions, then score your fit again."
)
FIT_NO_FOCUS = "Your profile already says what this posting asks about: there's nothing to ask."
FIT_COVER_INTRO = (
    "Drafting a cover note for this posting from your profile. It goes through the usual "
    "risk screen and review, and nothing is sent until you approve it."
)
FIT_TRACKED = "Tracking this job as {code}. /status lists it; /fit {code} checks it again later."
FIT_RESCORED = (
    "Your fit for this posting, re-scored with what you told me: {before:.2f} → {after:.2f}."
)
FIT_MORE = "More for this posting:"

# Progress on a slow turn (bot/core/progress.py): the placeholder is updated to these.
PROGRESS_WORKING = "Still working on it…"
PROGRESS_READING_RESUME = "Still reading your resume…"
PROGRESS_THINKING = "Still thinking about your answer…"
PROGRESS_DRAFTING = "Still drafting…"

# A /remind reminder sent more than a grace period after it was due (the bot was down).
REMINDER_LATE = "Reminder: {text}\n(This was due {due}; I'm sending it late because I was offline.)"
