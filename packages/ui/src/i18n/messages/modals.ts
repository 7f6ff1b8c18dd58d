/**
 * English defaults of the shared form messages of §5/§8, the password codes, the iOS app prompt and the
 * context menus (merged into `en`: the shell and the cards use them). Placeholders are `{name}`; plural
 * messages have `.one`/`.other` keys.
 */
export const modalsEn = {
  // Shared form behaviour (§5 message texts, §8 codes).
  'form.error.required': 'This field is required',
  'form.error.email': 'E-mail entered incorrectly',
  'form.error.lengthMin': 'Length min {length}',
  'form.error.lengthMax': 'Length max {length}',
  'form.error.lengthBetween': 'Length between {min} and {max}',
  'form.error.categoriesMin': 'Select at least {min} categories',
  'form.error.categoriesMax': 'Select at most {max} categories',
  'form.error.number': 'Enter a number',
  'form.error.numberMin': 'Enter {min} or more',
  'form.error.numberMax': 'Enter {max} or less',
  'form.error.format': 'This value is not valid',
  'form.error.invalid': 'This value is not valid',
  'form.error.general_error': 'Something went wrong. Please try again',
  'form.error.need_auth': 'Please sign in first',
  'form.error.invalid_link': 'Invalid link',
  'form.error.forbidden_words': 'The text contains forbidden words',
  'form.error.max_length': 'The text is too long',
  'form.error.fileType': 'Only images can be attached',
  'form.error.fileSize': 'The image is too large (max {size} MB)',
  'form.close': 'Close',
  'form.cancel': 'Cancel',

  // Password change (the site's profile form: its server codes; the weak-password codes are signup's).
  'password.error.invalid_password': 'The password was not changed. Check the fields below',
  'password.error.wrong_password': 'The current password is wrong',

  // iOS app.
  'iosApp.title': 'Download on iPhone',
  'iosApp.body': 'Videos cannot be saved from the browser on iPhone and iPad. Use our app to download them.',
  'iosApp.get': 'Get the app',
  'iosApp.continue': 'Continue in the browser',

  // The report form's subjects (§5): the moderation console's reports table names them too.
  'report.subject.dmca': 'DMCA / Copyright Infringement',
  'report.subject.technical': 'Technical Problems',
  'report.subject.inappropriate': 'Report Inappropriate Content',
  'report.subject.support': 'Support Request',

  // Context menus.
  'videoActions.trigger': 'Actions for “{title}”',
  'videoActions.watchLater': 'Watch later',
  'videoActions.favourites': 'Add to favourites',
  'videoActions.addTo': 'Add to playlist…',
  'videoActions.share': 'Share',
  'videoActions.report': 'Report',
  /** Owner item: edit the upload (the site opens its edit screen). */
  'videoActions.edit': 'Edit',
  'videoActions.makePrivate': 'Make private',
  'videoActions.makePublic': 'Make public',
  'videoActions.readd': 'Re-add…',
  'videoActions.delete': 'Delete…',
  'videoActions.remove': 'Remove from this list',
  'videoPageMenu.trigger': 'More actions',
  'videoPageMenu.download': 'Download',
  'videoPageMenu.share': 'Share',
  'videoPageMenu.addTo': 'Add to…',
  'videoPageMenu.report': 'Report',
  'videoPageMenu.copyLink': 'Copy link',
  'countrySelect.trigger': 'Country: {country}',
  'countrySelect.label': 'Choose a country',
  'categorySelectMenu.trigger.one': '{count} category selected',
  'categorySelectMenu.trigger.other': '{count} categories selected',
  'categorySelectMenu.none': 'Choose categories',
  'categorySelectMenu.label': 'Categories ({min}–{max})',
  'categorySelectMenu.clear': 'Clear',

  // Reused by the site's own pages (the video page's copy-link, the dump page, the password forms).
  'signup.passwordHint': 'At least {length} characters, not your username or e-mail',
  'share.copyFailed': 'Could not copy. Select the text and copy it yourself',
  'share.embedTitle': 'Video player: {title}',
} as const;
