/**
 * English defaults of the modals (auth, share, report, message, download, the video owner's and add-to
 * modals): not in `en`, they load with the modals (on first open), not with every page; each modal passes
 * them to `useMessages` (#28).
 */
export const dialogsEn = {
  // Login (§4 login modal, §8 login codes). Banned, temp banned and disabled: the server's text shows.
  'login.title': 'Sign in',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.signUp': 'Create an account',
  'login.restore': 'Forgot password?',
  'login.error.invalid_usr_or_pwd': 'Invalid username or password',
  'login.error.not_confirmed': 'Please confirm your e-mail',
  'login.error.too_many_attempts': 'Too many attempts. Try again later',
  'login.error.banned': 'This account is banned',
  'login.error.temp_banned': 'This account is temporarily banned. Try again later',
  'login.error.disabled_user': 'This account is disabled',
  'login.error.already_logged': 'You are already signed in',

  // Sign up.
  'signup.title': 'Create an account',
  'signup.username': 'Username',
  'signup.usernameHint': 'Latin letters, digits, dot, dash and underscore',
  'signup.email': 'E-mail',
  'signup.password': 'Password',
  /** Under the new password of sign-up and of the password change: the rules of a new password. */
  'signup.captcha': 'Security check',
  'signup.submit': 'Sign up',
  'signup.signIn': 'Already have an account? Sign in',
  'signup.success': 'Almost done: open the link we sent to your e-mail to confirm the account.',
  'signup.error.eml_invalid': 'E-mail entered incorrectly',
  'signup.error.eml_taken': 'This e-mail is already registered',
  'signup.error.usr_taken': 'This username is already taken',
  'signup.error.usr_bad_symbols': 'The username contains characters that are not allowed',
  'signup.error.usr_too_short': 'The username is too short',
  'signup.error.pwd_too_short': 'The password is too short',
  'signup.error.pwd_common': 'This password is too common. Choose another one',
  'signup.error.pwd_contains_username': 'The password must not contain the username',
  'signup.error.pwd_contains_email': 'The password must not contain the e-mail address',
  'signup.error.bot_detected': '',
  'signup.error.invalid_string': 'Use only latin letters, digits, dot, dash and underscore',

  // Password restore.
  'restore.title': 'Restore password',
  'restore.description':
    'Enter the e-mail of your account and we will send you a link to choose a new password.',
  'restore.email': 'E-mail',
  'restore.submit': 'Send',
  'restore.success': 'Check your e-mail: we sent the instructions there.',
  'restore.signIn': 'Back to sign in',
  'restore.error.eml_invalid': 'E-mail entered incorrectly',
  'restore.error.eml_not_found': 'No account uses this e-mail',
  'restore.error.invalid_password': 'Invalid password',

  // Share.
  'share.title': 'Share',
  'share.link': 'Link',
  'share.copyLink': 'Copy link',
  'share.embed': 'Embed code',
  'share.copyEmbed': 'Copy embed code',
  'share.copied': 'Copied',

  // Report / contact support (§5 contact form).
  'report.title': 'Contact support',
  'report.titleVideo': 'Report a video',
  'report.subject': 'Subject',
  'report.subjectPlaceholder': 'Choose a subject',
  'report.email': 'E-mail',
  'report.message': 'Message',
  'report.file': 'Image (optional)',
  'report.fileHint': 'An image file up to {size} MB',
  'report.fileRemove': 'Remove image',
  'report.fileChosen': 'Attached: {name}',
  'report.captcha': 'Security check',
  'report.submit': 'Send',
  'report.success': 'Thank you! Your message has been sent.',
  'report.error.invalid_file_type': 'Only images can be attached',
  'report.error.file_too_large': 'The image is too large',
  'report.error.max_length': 'The message is too long',

  // Send message to a member (§5: up to 200, never empty).
  'sendMessage.title': 'Message to {name}',
  'sendMessage.message': 'Message',
  'sendMessage.submit': 'Send',
  'sendMessage.success': 'Message sent',
  'sendMessage.error.forbidden_words': 'The message contains forbidden words',
  'sendMessage.error.blocked': 'You cannot write to this member',

  // Report a member, a comment or a message (#32 item 5).
  'memberReport.title.member': 'Report {name}',
  'memberReport.title.comment': 'Report a comment by {name}',
  'memberReport.title.message': 'Report a message from {name}',
  'memberReport.excerpt': 'What you report',
  'memberReport.reason': 'Why do you report it?',
  'memberReport.submit': 'Send report',
  'memberReport.success': 'Thank you: the moderators will look at it',
  'memberReport.error.self_report': 'You cannot report your own things',
  'memberReport.error.already_reported': 'You have already reported it',
  'memberReport.error.too_many_attempts': 'Too many reports. Please try again later',
  'memberReport.error.not_found': 'It is no longer there',

  // Download (§4 pay-download modal).
  'download.title': 'Download video',
  'download.choose': 'Downloads are for members with a paid plan. Choose how to get this video:',
  'download.optionDescribe': 'Suggest the video',
  'download.optionDescribeHint': 'Tell us why this video should be downloadable. It is free.',
  'download.optionPay': 'Pay for downloads',
  'download.optionPayHint': '{price} per month, paid in crypto.',
  'download.describeTitle': 'Describe your suggestion',
  'download.description': 'Description',
  'download.describeSubmit': 'Send suggestion',
  'download.describeSuccess': 'Thank you! We will review your suggestion.',
  'download.payTitle': 'Pay for downloads',
  'download.payIntro': 'Unlimited downloads for {price} per month, paid in crypto.',
  'download.email': 'E-mail for the receipt',
  'download.paySubmit': 'Continue to payment',
  'download.payLink': 'Open the payment page',
  'download.wallets': 'Or pay from a wallet:',
  'download.checking': 'Waiting for the payment… the status is checked every {seconds} seconds.',
  'download.paid': 'Payment received. Your downloads are ready.',
  'download.paidLogin': 'This e-mail has already paid. Sign in to download.',
  'download.back': 'Back',
  'download.signIn': 'Sign in',
  'download.error.general_error': 'Something went wrong. Please try again',

  // Messaging-app subscribe-to-download (§4: Subscribe → checking 30 s → active).
  'messengerDownload.title': 'Download via the messenger',
  'messengerDownload.body': 'Subscribe to our messenger channel, then come back and download the video.',
  'messengerDownload.subscribe': 'Subscribe',
  'messengerDownload.checking': 'Checking your subscription…',
  'messengerDownload.active': 'Subscription active. You can download now.',
  'messengerDownload.download': 'Download',
  'messengerDownload.notYet': 'Subscribe first, then download',

  // Lazy downloader.
  'lazyDownload.title': 'Preparing download',
  'lazyDownload.preparing': 'Preparing the file…',
  'lazyDownload.ready': 'Your file is ready.',
  'lazyDownload.download': 'Download',
  'lazyDownload.retry': 'Try again',
  'lazyDownload.error': 'The file could not be prepared.',

  // The download's choice of quality (#32 item 8).
  'downloadQuality.title': 'Choose a quality',
  'downloadQuality.hint': 'Files in higher quality are larger.',
  'downloadQuality.hd': 'HD',
  'downloadQuality.sizeUnknown': 'size unknown',
  'downloadQuality.none': 'There is no file to download yet.',

  // Video owner actions (§4: delete act 2, re-add act 4).
  'deleteVideo.title': 'Delete video',
  'deleteVideo.body':
    'Delete “{title}”? It leaves the site at once. It stays in your uploads, marked deleted, where you can re-add it.',
  'deleteVideo.submit': 'Delete',
  'readdVideo.title': 'Re-add video',
  'readdVideo.body': 'Put “{title}” back on the site for a number of days; after them it is deleted again.',
  'readdVideo.days': 'Days',
  'readdVideo.submit': 'Re-add',

  // Add to (favourites, watch later, playlists; §9 5 a page).
  'addTo.title': 'Add to',
  'addTo.favourites': 'Favourites',
  'addTo.watchLater': 'Watch later',
  'addTo.playlists': 'Playlists',
  'addTo.added': 'Added',
  /** The accessible name of a row's button: what it adds to. */
  'addTo.addItem': 'Add to {name}',
  'addTo.itemAdded': '{name}: Added',
  'addTo.noPlaylists': 'You have no playlists yet.',
  'addTo.loading': 'Loading playlists',
  'addTo.loadError': 'The playlists could not be loaded.',
  'addTo.retry': 'Try again',
  'addTo.previous': 'Previous playlists',
  'addTo.next': 'Next playlists',
  'addTo.page': 'Page {page} of {pages}',
  'addTo.videos.one': '{count} video',
  'addTo.videos.other': '{count} videos',
  'addTo.create': 'New playlist',
  'addTo.createTitle': 'Playlist title',
  'addTo.createSubmit': 'Create',
  'addTo.error.already_in_favourites': 'Already in favourites',
  'addTo.error.already_in_watch_later': 'Already in watch later',
  'addTo.error.already_in_playlist': 'Already in this playlist',
  'addTo.error.not_owner': 'You are not the owner of this playlist',

  // Age verification (§4: agree stores the flag).
  'ageVerification.title': 'This is an adult website',
  'ageVerification.body':
    'This website contains material for adults only. By entering you confirm that you are at least 18 years old and agree to the terms of use.',
  'ageVerification.agree': 'I am 18 or older – enter',
  'ageVerification.leave': 'Leave',

  // Edit playlist. Title 3–100 (§5/§9; the "3 to 10" wording of §5 is not used, see EditPlaylistModal).
  'editPlaylist.titleCreate': 'New playlist',
  'editPlaylist.titleEdit': 'Edit playlist',
  'editPlaylist.name': 'Title',
  'editPlaylist.description': 'Description',
  'editPlaylist.visibility': 'Who can see it',
  'editPlaylist.visible.0': 'Only me',
  'editPlaylist.visible.1': 'All users',
  'editPlaylist.orientation': 'Orientation',
  'editPlaylist.orientation.str': 'Straight',
  'editPlaylist.orientation.gay': 'Gay',
  'editPlaylist.orientation.she': 'Shemale',
  'editPlaylist.submitCreate': 'Create',
  'editPlaylist.submitEdit': 'Save',
  'editPlaylist.error.not_owner': 'You are not the owner of this playlist',
} as const;

/** A key of the modals' English (`dialogsEn`). */
export type DialogsMessageKey = keyof typeof dialogsEn;
