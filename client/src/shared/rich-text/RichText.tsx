import { Typography, type TypographyProps } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { fileUrl } from '../files/file-url';
import { SiteLink } from '../links/SiteLink';
import { type ContentBlock, isEmptyRichText, parseRichText, type TextRun } from './draft-content';

const HEADINGS: Record<string, 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'> = {
  'header-one': 'h1',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
};

const STYLE_TAGS: Record<string, 'strong' | 'em' | 's' | 'u' | 'code'> = {
  BOLD: 'strong',
  ITALIC: 'em',
  STRIKETHROUGH: 's',
  UNDERLINE: 'u',
  CODE: 'code',
};

interface RichTextProps extends TypographyProps {
  /** Serialised draft-js content, or plain text. */
  value: string | null | undefined;
}

/** Read-only rich text: draft-js raw content rendered as HTML, anything else as paragraphs. */
export function RichText({ value, ...typographyProps }: RichTextProps) {
  const parsed = useMemo(() => parseRichText(value ?? ''), [value]);
  if (isEmptyRichText(parsed)) return null;
  return (
    <Typography {...typographyProps}>
      {parsed.kind === 'plain'
        ? parsed.text
            .split(/\n{2,}/)
            .map((paragraph, index) => <p key={index}>{paragraph}</p>)
        : groupLists(parsed.blocks).map((group, index) => <BlockGroup key={index} group={group} />)}
    </Typography>
  );
}

type BlockGroup = { list: 'ul' | 'ol'; items: ContentBlock[] } | { block: ContentBlock };

/** Consecutive list items become one list. */
function groupLists(blocks: ContentBlock[]): BlockGroup[] {
  const groups: BlockGroup[] = [];
  for (const block of blocks) {
    const list = block.type === 'unordered-list-item' ? 'ul' : block.type === 'ordered-list-item' ? 'ol' : undefined;
    const last = groups.at(-1);
    if (list && last && 'list' in last && last.list === list) last.items.push(block);
    else if (list) groups.push({ list, items: [block] });
    else groups.push({ block });
  }
  return groups;
}

function BlockGroup({ group }: { group: BlockGroup }) {
  if ('list' in group) {
    const List = group.list;
    return (
      <List>
        {group.items.map((item, index) => (
          <li key={index}>
            <Runs runs={item.runs} />
          </li>
        ))}
      </List>
    );
  }
  const { block } = group;
  if (block.type === 'atomic') {
    // An image (its address a stored file's path or an http(s) url); other atomic blocks show nothing.
    return block.image ? <img src={fileUrl(block.image.src)} alt={block.image.alt} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} data-rich-text-image="" /> : null;
  }
  const content = <Runs runs={block.runs} />;
  const Heading = HEADINGS[block.type];
  if (Heading) return <Heading>{content}</Heading>;
  if (block.type === 'blockquote') return <blockquote>{content}</blockquote>;
  if (block.type === 'code-block') return <pre>{content}</pre>;
  return <p>{content}</p>;
}

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) => {
    let node: ReactNode = run.text;
    for (const style of run.styles) {
      const Tag = STYLE_TAGS[style];
      if (Tag) node = <Tag>{node}</Tag>;
    }
    return run.link ? (
      <SiteLink key={index} url={run.link}>
        {node}
      </SiteLink>
    ) : (
      <span key={index}>{node}</span>
    );
  });
}
