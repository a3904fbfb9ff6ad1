import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/use-language';
import { resolveLink } from './resolve-link';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A url as stored in content (absolute, relative or empty); see resolveLink. */
  url: string | null | undefined;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a url from content, following the site's link rules: other sites open in a new
 * tab, paths of this site go through the router in the current language. Usable as a
 * Mantine `component` (`<Button component={SiteLink} url={...}>`).
 */
export function SiteLink({ url, ref, ...anchorProps }: SiteLinkProps) {
  const language = useLanguage();
  const { href, external } = resolveLink(url, language);
  if (external) {
    return <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...anchorProps} />;
  }
  return <Link ref={ref} to={href} {...anchorProps} />;
}
