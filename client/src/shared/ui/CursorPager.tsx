import { ActionIcon, Group, Text } from '@mantine/core';
import { type CursorPage, FIRST_PAGE, LAST_PAGE, pageBeside, pageNumber, pageView } from '../graphql/cursor-pages';
import { defineTexts } from '../i18n/define-texts';
import { formatNumber } from '../i18n/formatters';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './icons';

const useTexts = defineTexts(
  { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page', page: 'Page', of: 'of' },
  { ru: { first: 'Первая страница', previous: 'Предыдущая страница', next: 'Следующая страница', last: 'Последняя страница', page: 'Страница', of: 'из' } },
);

interface CursorPagerProps {
  page: CursorPage;
  size: number;
  /** The rows the page's read answered (a row more than `size` when the list goes on), with their cursors. */
  rows: { cursor?: string | null }[];
  /** How many rows the list has: a count, or (`estimated`) the server's estimate. */
  total: number;
  estimated: boolean;
  onPage: (page: CursorPage) => void;
  compact?: boolean;
  /** What the page shows and where it may go, when the list cuts its pages itself (see pageView). */
  view?: { rows: { cursor?: string | null }[]; hasPrevious: boolean; hasNext: boolean };
}

/** `≈` before a number that is an estimate. */
const about = (value: number, approximate: boolean) => `${approximate ? '≈' : ''}${formatNumber('en', {}, value)}`;

/**
 * First, previous, next and last page of a list read by cursor (see cursor-pages.ts), with the
 * page's number: each costs the same at any depth, so there are no numbered pages to jump to.
 */
export function CursorPager({ page, size, rows, total, estimated, onPage, compact = false, view = pageView(page, size, rows) }: CursorPagerProps) {
  const text = useTexts();
  if (!view.hasPrevious && !view.hasNext) return null;
  const first = view.rows[0]?.cursor;
  const last = view.rows[view.rows.length - 1]?.cursor;
  const beside = (direction: 'next' | 'previous') => first && last && onPage(pageBeside(page, direction, { first, last }));
  const { number, pages, approximate } = pageNumber(page, size, total, estimated);
  const control = compact ? 'md' : 'lg';
  return (
    <Group justify="center" gap="xs" data-cursor-pager>
      <ActionIcon variant="default" size={control} aria-label={text.first} disabled={!view.hasPrevious} onClick={() => onPage(FIRST_PAGE)}>
        <ChevronsLeftIcon size={16} />
      </ActionIcon>
      <ActionIcon variant="default" size={control} aria-label={text.previous} disabled={!view.hasPrevious} onClick={() => beside('previous')}>
        <ChevronLeftIcon size={16} />
      </ActionIcon>
      <Text size="sm" px="xs" data-page-number={number} aria-live="polite">
        {text.page} {about(number, approximate)} {text.of} {about(pages, estimated)}
      </Text>
      <ActionIcon variant="default" size={control} aria-label={text.next} disabled={!view.hasNext} onClick={() => beside('next')}>
        <ChevronRightIcon size={16} />
      </ActionIcon>
      <ActionIcon variant="default" size={control} aria-label={text.last} disabled={!view.hasNext} onClick={() => onPage(LAST_PAGE)}>
        <ChevronsRightIcon size={16} />
      </ActionIcon>
    </Group>
  );
}
