import {
  CompositeDecorator,
  type ContentBlock,
  type ContentState,
  type DraftDecoratorComponentProps,
  EditorState,
  RichUtils,
  SelectionState,
} from 'draft-js';

// Links are draft-js LINK entities with `data.url`, the shape `draft-content.ts` reads.

const LINK = 'LINK';
const LINK_URL = /^(https?:\/\/\S+|mailto:\S+|\/\S*)$/i;

/** Addresses a link may take: web, mail, or a path on this site. */
export function isLinkUrl(url: string): boolean {
  return LINK_URL.test(url.trim());
}

function isLinkEntity(content: ContentState, entityKey: string | null): entityKey is string {
  return entityKey !== null && content.getEntity(entityKey).getType() === LINK;
}

function findLinks(block: ContentBlock, callback: (start: number, end: number) => void, content: ContentState) {
  block.findEntityRanges((character) => isLinkEntity(content, character.getEntity()), callback);
}

function EditorLink({ contentState, entityKey, children }: DraftDecoratorComponentProps) {
  // Always set: `findLinks` decorates only characters with a LINK entity.
  if (!entityKey) return children;
  const { url } = contentState.getEntity(entityKey).getData() as { url: string };
  return (
    // A stored address outside the allowed ones is shown, never made a live link.
    <a href={isLinkUrl(url) ? url.trim() : undefined} title={url} data-rich-text-link="">
      {children}
    </a>
  );
}

/** Shows the content's links as links while editing. */
export const linkDecorator = new CompositeDecorator([{ strategy: findLinks, component: EditorLink }]);

/**
 * The whole link the selection is in: a caret inside (or right after) a link selects all of
 * it, so that "remove link" needs no exact selection. Null when there is no link there.
 */
export function selectedLink(editorState: EditorState): SelectionState | null {
  const selection = editorState.getSelection();
  const content = editorState.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const start = selection.getStartOffset();
  const probe = selection.isCollapsed() && start > 0 ? start - 1 : start;
  const entityKey = block.getEntityAt(probe);
  if (!isLinkEntity(content, entityKey)) return null;
  if (!selection.isCollapsed()) return selection;
  let range: SelectionState | null = null;
  block.findEntityRanges(
    (character) => character.getEntity() === entityKey,
    (rangeStart, rangeEnd) => {
      if (rangeStart <= probe && probe < rangeEnd) {
        range = SelectionState.createEmpty(block.getKey()).merge({ anchorOffset: rangeStart, focusOffset: rangeEnd });
      }
    },
  );
  return range;
}

/** The editor with `selection` linked to `url`. */
export function addLink(editorState: EditorState, selection: SelectionState, url: string): EditorState {
  const content = editorState.getCurrentContent().createEntity(LINK, 'MUTABLE', { url: url.trim() });
  const withEntity = EditorState.push(editorState, content, 'apply-entity');
  return RichUtils.toggleLink(withEntity, selection, content.getLastCreatedEntityKey());
}

/** The editor without the link the selection is in; unchanged when there is none. */
export function removeLink(editorState: EditorState): EditorState {
  const link = selectedLink(editorState);
  return link ? RichUtils.toggleLink(editorState, link, null) : editorState;
}
