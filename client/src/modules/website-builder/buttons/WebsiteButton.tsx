import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import type { ButtonFieldsFragment } from '../widget.generated';
import { useLanguage } from '../../../shared/i18n/use-language';
import { titleIn } from '../../../shared/i18n/localized-text';
import { resolveLink } from '../../../shared/links/resolve-link';
import { SiteLink } from '../../../shared/links/SiteLink';
import { buttonStyle } from './button-styles';

interface WebsiteButtonProps extends Omit<ButtonProps, 'variant' | 'color'> {
  button: ButtonFieldsFragment;
  /** What the button is about (a slide's title), told to screen readers and crawlers after its own short text ('Learn more'). */
  context?: string;
}

/** A content button: its variant's style, its title in the visitor's language, its link. */
export function WebsiteButton({ button, context, ...buttonProps }: WebsiteButtonProps) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const style = buttonStyle(button.variant);
  const isCurrentPage = resolveLink(button.url, language).href === pathname;
  return (
    <Button
      component={SiteLink}
      url={button.url}
      // A quiet (ghost) menu button marks the page the visitor is on.
      variant={isCurrentPage && style.variant === 'subtle' ? 'light' : style.variant}
      color={style.color}
      td={style.underline ? 'underline' : undefined}
      className={button.className ?? undefined}
      aria-current={isCurrentPage ? 'page' : undefined}
      data-button-variant={button.variant}
      {...buttonProps}
    >
      {titleIn(button.title, language)}
      {context && <VisuallyHidden>: {context}</VisuallyHidden>}
    </Button>
  );
}
