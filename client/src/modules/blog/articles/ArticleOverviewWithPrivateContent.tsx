import { useUiText } from '../../../shared/i18n/ui-text';
import { NotAuthorized } from '../../../shared/session/NotAuthorized';
import { SignedInOnly } from '../../../shared/session/SignedInOnly';
import { ArticleOverview } from './ArticleOverview';

/** An article whose body only signed-in subjects read; others see its header and 'Not authorized'. */
export function ArticleOverviewWithPrivateContent() {
  const text = useUiText();
  return <ArticleOverview body={(body) => <SignedInOnly fallback={<NotAuthorized reason={text.signInToRead} />}>{body}</SignedInOnly>} />;
}
