/**
 * English texts of the pages part of the site: the information page (terms, privacy, cookies, DMCA, 2257,
 * support), the download page, the HTML sitemap and the webmasters' dump. Long texts are one key per
 * paragraph or list item. Other languages: `apps/server/langs/<lang>/pages.json`.
 */
export const pagesMessages = {
  // Removal appeal (#31): /appeal/
  'appeal.title': 'Ask for a video to be removed',
  'appeal.intro':
    'If you appear in a video on this site and did not agree to its publication, ask us to remove it. No account is needed. The video is hidden while our staff review your request, and we write to you with the outcome.',
  'appeal.privacy':
    'Your proof of identity is seen only by our staff and is never published. We use it for this request only.',
  'appeal.video': 'Video',
  'appeal.videoHint': 'The address of the video’s page, or its number',
  'appeal.name': 'Your full name',
  'appeal.nameHint': 'As on your identity document',
  'appeal.email': 'E-mail',
  'appeal.emailHint': 'We send the outcome to this address',
  'appeal.statement': 'Why should it be removed?',
  'appeal.statementHint':
    'Tell us that you are the person in it and that you did not consent (at least 20 characters).',
  'appeal.proof': 'Proof of identity',
  'appeal.proofHint': 'A photo of your identity document: an image up to {size} MB. Only our staff see it.',
  'appeal.proofRequired': 'Attach a photo of your identity document.',
  'appeal.captcha': 'Security check',
  'appeal.submit': 'Send the request',
  'appeal.success': 'Your request has been sent. We will write to you when it is decided.',
  'appeal.successHidden':
    'Your request has been sent, and the video is hidden while we review it. We will write to you when it is decided.',
  'appeal.error.video_not_found': 'This video cannot be found, or it is not public. Check its address.',
  'appeal.error.already_sent':
    'You have already asked about this video. We will write to you when it is decided.',
  'appeal.error.bot_detected': 'The security check failed. Please try again.',
  'appeal.error.too_many_attempts': 'Too many requests from your connection. Please try again later.',

  // Verified uploaders (#31): /verify-uploader/
  'verify.title': 'Become a verified uploader',
  'verify.intro':
    'Only verified uploaders may upload videos. Tell us who you are, show us an identity document and a photo of yourself holding it, and accept the content provider terms. Our staff check it.',
  'verify.privacy':
    'Your name, date of birth and pictures are encrypted and seen only by our staff. They are never shown on the site.',
  'verify.formTitle': 'Your application',
  'verify.legalName': 'Legal name',
  'verify.legalNameHint': 'As on your identity document',
  'verify.birthDate': 'Date of birth',
  'verify.birthDateHint': 'You must be at least 18 years old',
  'verify.idDocument': 'Identity document',
  'verify.idDocumentHint':
    'A photo of your passport, identity card or driving licence: an image up to {size} MB.',
  'verify.selfie': 'Selfie with the document',
  'verify.selfieHint': 'A photo of your face holding the same document: an image up to {size} MB.',
  'verify.pictureKept': 'A picture is already kept; choose another to replace it.',
  'verify.pictureRequired': 'Add this picture to send the application.',
  'verify.termsTitle': 'Content provider terms (version {version})',
  'verify.terms1': 'You upload only videos you made or hold the rights to.',
  'verify.terms2':
    'Everyone shown in your videos was at least 18 years old when filmed and agreed to be filmed and to publication.',
  'verify.terms3': 'You keep identity and consent records of everyone shown and give them to us when asked.',
  'verify.terms4': 'We may remove any video, and end your uploads, when these terms are broken.',
  'verify.acceptTerms': 'I accept the content provider terms (version {version})',
  'verify.termsRequired': 'Accept the terms to send the application.',
  'verify.saveDraft': 'Save draft',
  'verify.submit': 'Send for review',
  'verify.saved': 'Your draft is saved. You can finish it later.',
  'verify.incomplete': 'The application is not complete: see the marked fields.',
  'verify.tooYoung': 'You must be at least 18 years old to upload.',
  'verify.pending':
    'Your application was sent and waits for review. We will write to you when it is decided.',
  'verify.approved': 'You are a verified uploader.',
  'verify.uploadNow': 'Upload a video',
  'verify.rejected': 'Your application was not approved. Reason: “{reason}”. Correct it and send it again.',
  'verify.error.already_submitted': 'Your application already waits for review.',
  'verify.error.already_verified': 'You are already a verified uploader.',
  'verify.signIn.title': 'Sign in to apply',
  'verify.signIn.body': 'Only members can become verified uploaders. Sign in or create an account first.',
  'verify.signIn.action': 'Sign in',
  'verify.consentRecords': 'Consent records of the people in your videos',

  // Consent records of the people in the uploader's videos (#31 item 2): /consent-records/
  'consent.title': 'Consent records',
  'consent.intro':
    'Everyone who appears in your videos must be a verified uploader or have a consent record kept by you: their legal name, date of birth, the date of the recording, a picture of their identity document and a picture of the release they signed. A video is published only when each person shown has one.',
  'consent.privacy':
    'The records are encrypted and never published. Only the site’s custodian of records can open them.',
  'consent.list': 'Your consent records',
  'consent.add': 'Add a consent record',
  'consent.toUpload': 'Upload a video',
  'consent.form.new': 'New consent record',
  'consent.form.continue': 'Complete the draft',
  'consent.legalName': 'Legal name',
  'consent.legalNameHint': 'The performer’s name as on their identity document',
  'consent.birthDate': 'Date of birth',
  'consent.birthDateHint': 'The performer must have been at least 18 years old on the recording date',
  'consent.recordedOn': 'Recording date',
  'consent.recordedOnHint': 'The day the video was recorded, not in the future',
  'consent.idDocument': 'Identity document',
  'consent.idDocumentHint': 'A photo or scan of the performer’s identity document: an image up to {size} MB.',
  'consent.release': 'Signed release',
  'consent.releaseHint': 'A photo or scan of the release the performer signed: an image up to {size} MB.',
  'consent.pictureKept': 'A picture is already kept; choose another to replace it.',
  'consent.save': 'Save',
  'consent.cancel': 'Cancel',
  'consent.savedComplete': 'The consent record of {name} is complete. It can no longer be changed.',
  'consent.savedDraft': 'The draft is saved. Still missing: {missing}.',
  'consent.invalid': 'Some fields are not valid: see the marked fields.',
  'consent.tooYoung': 'The performer must have been at least 18 years old on the recording date.',
  'consent.pictureRefused': 'A picture was refused: see the marked field.',
  'consent.error.already_complete': 'This record is already complete and can no longer be changed.',
  'consent.error.not_found': 'This record cannot be found.',
  'consent.status': 'Status',
  'consent.status.complete': 'Complete',
  'consent.status.draft': 'Draft (missing: {missing})',
  'consent.actions': 'Actions',
  'consent.continue': 'Continue',
  'consent.continueNamed': 'Continue the draft of {name}',
  'consent.readOnly': 'Read-only',
  'consent.unnamed': 'Unnamed draft',
  'consent.signIn.title': 'Sign in to keep consent records',
  'consent.signIn.body': 'Only members who upload videos keep consent records. Sign in first.',
  'consent.signIn.action': 'Sign in',

  // Information page
  'pages.info.title': 'Information',
  'pages.info.description':
    'Terms of service, privacy and cookie policies, DMCA, 18 U.S.C. 2257 statement and support contact.',
  'pages.info.toc': 'On this page',
  'pages.info.operator':
    'This site is run by the operator ("we", "us"). Questions about any of these texts: use the support form at the end of this page.',

  'pages.terms.title': 'Terms of service',
  'pages.terms.intro':
    'These terms apply to everyone who uses this site. By using the site you accept them; if you do not, please leave.',
  'pages.terms.age':
    'The site contains sexually explicit material and is for adults only. You must be at least 18 years old, or the age of majority where you live if that is higher, to enter or use it. Do not let minors use the site on your devices.',
  'pages.terms.account':
    'You are responsible for your account and for keeping your password secret. Tell us at once through the support form if someone else uses your account.',
  'pages.terms.uploads':
    'By uploading you confirm that you own the material or hold every right needed to publish it, that every person shown was at least 18 years old when it was recorded, that every person shown consented to the recording and to its publication, and that you can provide proof of age and consent on request.',
  'pages.terms.prohibited': 'The following content is prohibited and will be removed:',
  'pages.terms.prohibited.minors':
    'Any depiction of a person under 18, or content that presents a person as a minor, whatever their actual age.',
  'pages.terms.prohibited.consent':
    'Content recorded or published without the consent of every person shown, including hidden-camera recordings and intimate images shared without consent.',
  'pages.terms.prohibited.violence':
    'Non-consensual acts, real violence, or a person who is unconscious, intoxicated or otherwise unable to consent.',
  'pages.terms.prohibited.illegal':
    'Bestiality, incest, and any other content that is illegal where it was made or where the site operates.',
  'pages.terms.prohibited.rights':
    'Content that infringes the copyright, trademarks or other rights of others.',
  'pages.terms.prohibited.abuse':
    'Personal data of other people, hate speech, threats, spam, and malicious links or files.',
  'pages.terms.moderation':
    'Moderation: every uploaded video is reviewed by our staff before it is published. We may refuse, change the title or categories of, or remove any content at any time.',
  'pages.terms.termination':
    'Termination: we may suspend or close an account that breaks these terms, with or without notice. You may stop using the site and ask us to delete your account at any time.',
  'pages.terms.repeat':
    'Repeat infringers: an account that receives repeated valid copyright notices is closed and its uploads are removed.',
  'pages.terms.liability':
    'The site is provided as it is, without warranties. As far as the law allows, the operator is not liable for content posted by members or for losses arising from the use of the site. We may change these terms; the version on this page applies.',

  'pages.privacy.title': 'Privacy policy',
  'pages.privacy.intro': 'This policy explains what the site stores about you, why, and for how long.',
  'pages.privacy.stored': 'What we store:',
  'pages.privacy.stored.account':
    'Account data: your username, your e-mail address, a hash of your password, and what you add to your profile (avatar, cover picture, profile fields).',
  'pages.privacy.stored.activity':
    'What you do as a member: uploads, comments, votes, favourites, playlists, subscriptions, friends and private messages.',
  'pages.privacy.stored.technical':
    'Technical data: your IP address and the country derived from it, used for security, rate limits and lists by country.',
  'pages.privacy.stored.analytics':
    'Visit statistics, counted by the site itself: daily totals of page views by page type, country, language and the site you came from, whether ad banners were blocked, and the goals reached (sign-ups, finished uploads, downloads, payments). They hold no address, cookie or identifier of yours, and nothing is counted when your browser sends Do Not Track or Global Privacy Control.',
  'pages.privacy.stored.support': 'Messages you send through the support form, with any image you attach.',
  'pages.privacy.stored.cookies':
    'The cookies and browser storage entries listed in the cookie policy below: the session cookie and your settings (language, theme, content section).',
  'pages.privacy.trackers':
    'We use no third-party advertising or analytics trackers, and we do not sell or share your data for marketing.',
  'pages.privacy.use':
    'We use the data only to run the site: to sign you in, show your content, moderate uploads and comments, answer your messages and protect the site against abuse.',
  'pages.privacy.retention':
    'Retention: account data is kept while your account exists and deleted within 30 days after it is closed. Support messages and security logs are kept for up to 12 months.',
  'pages.privacy.rights':
    'Your rights: you may ask for a copy of your data, for its correction or deletion, and object to its use. Write through the support form or to {email}. You may also complain to your data protection authority.',

  'pages.cookies.title': 'Cookie policy',
  'pages.cookies.intro':
    'The site sets only the cookies and browser storage entries it needs to work. None of them is used for advertising or to follow you across sites.',
  'pages.cookies.caption': 'Cookies and browser storage used by the site',
  'pages.cookies.name': 'Name',
  'pages.cookies.kind': 'Type',
  'pages.cookies.purpose': 'Purpose',
  'pages.cookies.duration': 'Kept for',
  'pages.cookies.kind.cookie': 'Cookie',
  'pages.cookies.kind.httpOnly': 'Cookie (httpOnly)',
  'pages.cookies.kind.storage': 'Local storage',
  'pages.cookies.days': '{count} days',
  'pages.cookies.year': '1 year',
  'pages.cookies.untilCleared': 'Until you clear it',
  'pages.cookies.sid': 'Keeps you signed in (session).',
  'pages.cookies.csrf': 'Protects forms against requests sent from other sites.',
  'pages.cookies.theme': 'Your light or dark theme.',
  'pages.cookies.lang': 'Your interface language.',
  'pages.cookies.gender': 'The content section you chose.',
  'pages.cookies.ageVerified': 'Remembers that you confirmed you are 18 or older.',
  'pages.cookies.langMessages':
    'The texts of your language and their version, so they are not downloaded again.',
  'pages.cookies.cookieNotice': 'Remembers that you closed the cookie notice.',
  'pages.cookies.searches': 'Your last searches, offered in the search box.',
  'pages.cookies.history': 'Videos you watched, for the history page; stays in your browser.',
  'pages.cookies.control':
    'You can delete cookies and site data in your browser settings at any time. Without the session cookie you cannot stay signed in.',

  'pages.dmca.title': 'DMCA and copyright',
  'pages.dmca.intro':
    'We respect copyright and respond to notices under the Digital Millennium Copyright Act (17 U.S.C. 512). To report material that infringes your copyright, send a notice through the support form below (subject "DMCA / Copyright Infringement") or to {email}.',
  'pages.dmca.elements': 'A notice must include:',
  'pages.dmca.elements.signature':
    'The physical or electronic signature of the copyright owner or of a person authorised to act for them.',
  'pages.dmca.elements.work': 'Identification of the copyrighted work.',
  'pages.dmca.elements.location': 'The address (URL) of each page with the material you want removed.',
  'pages.dmca.elements.contact': 'Your name, postal address, telephone number and e-mail address.',
  'pages.dmca.elements.goodFaith':
    'A statement that you believe in good faith that the use is not authorised by the owner, its agent or the law.',
  'pages.dmca.elements.accuracy':
    'A statement, under penalty of perjury, that the information in the notice is accurate and that you are the owner or authorised to act for the owner.',
  'pages.dmca.process':
    'After a valid notice we remove or disable the material promptly and inform the member who uploaded it.',
  'pages.dmca.counter':
    'Counter-notice: if you believe your material was removed by mistake, send a counter-notice with your signature, the removed material and where it appeared, a statement under penalty of perjury that it was removed by mistake or misidentification, your name, address and telephone number, and your consent to the jurisdiction of the competent court. We restore the material after 10 to 14 business days unless the person who sent the notice tells us they have gone to court.',
  'pages.dmca.misuse':
    'Sending a notice or counter-notice you know to be false may make you liable for damages.',

  'pages.2257.title': '18 U.S.C. 2257 statement',
  'pages.2257.age':
    'All persons who appear in any visual depiction of actual or simulated sexually explicit conduct on this site were 18 years of age or older when the depiction was made.',
  'pages.2257.producers':
    'Content is uploaded by members and content partners, who confirm the age and consent of every performer and keep the records required by 18 U.S.C. 2257 and 28 C.F.R. 75 for the content they produce.',
  'pages.2257.custodian':
    'Records for content produced by the operator are kept by the custodian of records:',
  'pages.2257.records':
    "The records are kept by the operator's custodian of records at the operator's registered office, where they may be inspected as the law provides; write to the address below to reach the custodian.",

  'pages.support.title': 'Support',
  'pages.support.intro':
    'Questions, technical problems, reports of inappropriate content and copyright notices: write to us with this form. Partners, content providers and advertisers are welcome here too. We answer by e-mail, usually within a few business days.',
  'pages.support.another': 'Send another message',

  // Download page
  'pages.download.title': 'Downloading videos',
  'pages.download.description':
    'How to download videos: with a download plan, by suggesting a video, or your own uploads.',
  'pages.download.intro':
    'You can save videos to watch them offline. Downloads are for members; how it works depends on your account.',
  'pages.download.members.title': 'Members with a download plan',
  'pages.download.members.body':
    'Press Download under the player and the video is saved at once. The plan costs {price} per month, paid in crypto.',
  'pages.download.others.title': 'Members without a plan',
  'pages.download.others.body': 'Press Download under a video and choose one of two options:',
  'pages.download.others.pay':
    'Pay for a plan: {price} per month in crypto. Enter your e-mail, complete the payment, and downloads open as soon as it arrives.',
  'pages.download.others.describe':
    'Suggest the video: describe in {min} to {max} characters why it should be downloadable. Our staff review every suggestion.',
  'pages.download.owners.title': 'Your own uploads',
  'pages.download.owners.body': 'You can always download the videos you uploaded, without a plan.',
  'pages.download.visitors':
    'Not a member yet? Sign up for free or sign in, then use the Download button under a video.',
  'pages.download.ios.title': 'On iPhone and iPad',
  'pages.download.ios.body':
    'Safari keeps downloads in the Files app, in the Downloads folder. Open the video there to watch it offline.',
  'pages.download.browse': 'Browse videos',

  // HTML sitemap
  'pages.sitemap.title': 'Sitemap',
  'pages.sitemap.description': 'Every section of the site: videos, categories, channels, models and more.',
  'pages.sitemap.videos': 'Videos',
  'pages.sitemap.sections': 'Sections',
  'pages.sitemap.information': 'Information',
  'pages.sitemap.download': 'Downloading videos',
  'pages.sitemap.dump': 'Video dump for webmasters',
  'pages.sitemap.loading': 'Loading',
  'pages.sitemap.error': 'This list could not be loaded.',
  'pages.sitemap.empty': 'Nothing here yet.',

  // Webmasters' dump
  'pages.dump.title': 'Video dump for webmasters',
  'pages.dump.titlePage': 'Video dump for webmasters, page {page}',
  'pages.dump.description':
    'The latest videos with their thumbnails and embed codes ({width}×{height}), for webmasters.',
  'pages.dump.intro':
    'The latest videos, {count} per page. Copy a video’s embed code to show it on your site in a {width}×{height} player.',
  'pages.dump.caption': 'Latest videos with their embed codes',
  'pages.dump.video': 'Video',
  'pages.dump.duration': 'Duration',
  'pages.dump.added': 'Added',
  'pages.dump.thumb': 'Thumbnail URL',
  'pages.dump.embed': 'Embed code',
  'pages.dump.embedLabel': 'Embed code of “{title}”',
  'pages.dump.empty': 'No videos yet.',
  'pages.dump.error': 'The videos could not be loaded. Please try again later.',
  'pages.dump.loading': 'Loading videos',
  'pages.dump.pages': 'Pages of the dump',
} as const;
