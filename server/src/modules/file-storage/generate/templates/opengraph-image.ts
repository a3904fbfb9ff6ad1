import { h } from '../render-png.js';
import { defineTemplate, theme } from '../template.js';

/** The picture a shared link shows (og:image): 1200×630, the title large, the site's name below. */
export const opengraphImage = defineTemplate({
  variant: 'generate-template-opengraph-image-default',
  width: 1200,
  height: 630,
  read(data) {
    data.only(['title', 'subtitle', 'siteName']);
    return { title: data.text('title', { required: true, max: 120 }), subtitle: data.text('subtitle', { max: 200 }), siteName: data.text('siteName', { max: 80 }) };
  },
  draw({ title, subtitle, siteName }) {
    return h(
      'div',
      { width: '100%', height: '100%', flexDirection: 'column', justifyContent: 'space-between', padding: 72, background: theme.paper, color: theme.ink, fontFamily: theme.font, borderBottom: `16px solid ${theme.accent}` },
      h('div', { flexDirection: 'column', gap: 24 }, h('div', { fontSize: 64, fontWeight: 700, lineHeight: 1.15 }, title), subtitle && h('div', { fontSize: 36, color: theme.muted, lineHeight: 1.3 }, subtitle)),
      h('div', { fontSize: 30, fontWeight: 700, color: theme.accent }, siteName),
    );
  },
});
