import type { ApiClient } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { ForbiddenWords } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { actError, useConsoleAct } from './acts';
import { loadState } from './lists';
import '../../messages/use-moderation';

/** /moderation/words/: the forbidden words of comments, messages and titles; staff add and remove them. */
export function WordsSection({ api = browserApi }: { api?: ApiClient }) {
  const query = useQuery(moderationQueries.words(api));
  const invalidate = [moderationQueries.words(api).queryKey, moderationQueries.auditLists()];
  const add = useConsoleAct(
    {
      run: (a, word: string) => a.moderation.addWord({ word }),
      invalidate,
      success: () => 'console.notify.wordAdd',
    },
    api,
  );
  const remove = useConsoleAct(
    {
      run: (a, word: string) => a.moderation.removeWord({ word }),
      invalidate,
      success: () => 'console.notify.wordRemove',
    },
    api,
  );
  const words = query.data?.words ?? [];
  return (
    <ForbiddenWords
      {...loadState(query)}
      words={words}
      busy={add.isPending || remove.isPending}
      actionError={actError(remove.submittedAt > add.submittedAt ? remove : add)}
      onWordAdd={(word) => add.mutate(word)}
      onWordRemove={(word) => remove.mutate(word)}
      addResetKey={words.length}
    />
  );
}
