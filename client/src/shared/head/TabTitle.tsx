import { tabTitle, useSiteName } from './site-name';

/** The document's title: `title` followed by the site's name. React hoists it into the head, the server's render included. */
export function TabTitle({ title }: { title: string }) {
  return <title>{tabTitle(title, useSiteName())}</title>;
}
