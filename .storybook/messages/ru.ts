import type { Messages } from '../../packages/ui/src/index';

/**
 * Story-only sample: Russian messages, with the `few` and `many` plural categories English lacks.
 * Keys missing here fall back to English.
 */
export const ru: Partial<Messages> & Readonly<Record<string, string>> = {
  'button.loading': 'Загрузка',
  'dialog.close': 'Закрыть',
  'count.thousands': '{value} тыс.',
  'count.millions': '{value} млн',
  'video.justAdded': 'Только что добавлено',
  'video.views.one': '{count} просмотр',
  'video.views.few': '{count} просмотра',
  'video.views.many': '{count} просмотров',
  'video.views.other': '{count} просмотра',
  'video.hd': 'HD',
  'video.vr': 'VR',
  'video.duration': 'Длительность',
  'video.trustedMember': 'Проверенный участник',
  'video.channel': 'Канал',
  'video.member': 'Участник',
};
