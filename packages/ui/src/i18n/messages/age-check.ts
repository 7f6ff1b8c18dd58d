/**
 * English defaults of the age gate's provider check (#31 item 5, a region whose age policy is "verified").
 * Not merged into `en`: `AgeGatePage` brings them itself (`useMessages(ageCheckEn)`), so they load with the
 * gate page and not with every page (#28). A site's translations of them come with its other texts.
 */
export const ageCheckEn = {
  'ageGate.verifyText':
    'This website contains material for adults. The law where you are asks us to check that you are at least 18 before you enter: an age-check service confirms it, and we keep only the result.',
  'ageGate.verify': 'Check my age',
  'ageGate.refused': 'The age check did not confirm that you are 18 or older, so the site stays closed.',
} as const;
