import type { Messages } from '../../packages/ui/src/index';

/**
 * Story-only sample: German messages for the language toolbar. Sites fetch their languages on demand
 * (§1) and pass them to `UiProvider`; keys missing here fall back to English.
 */
export const de: Partial<Messages> & Readonly<Record<string, string>> = {
  'button.loading': 'Wird geladen',
  'dialog.close': 'Schließen',
  'count.thousands': '{value} Tsd.',
  'count.millions': '{value} Mio.',
  'video.justAdded': 'Neu hinzugefügt',
  'video.views.one': '{count} Aufruf',
  'video.views.other': '{count} Aufrufe',
  'video.hd': 'HD',
  'video.vr': 'VR',
  'video.duration': 'Dauer',
  'video.trustedMember': 'Vertrauenswürdiges Mitglied',
  'video.channel': 'Kanal',
  'video.member': 'Mitglied',
};
