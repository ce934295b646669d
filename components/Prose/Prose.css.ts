import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

/** The owner's Markdown, set for reading: a measured column, spaced blocks, links as links. */
export const body = style({ maxWidth: vars.width.prose, overflowWrap: 'anywhere' });

/** A table's own box: it scrolls sideways inside it, never the page. */
export const tableBox = style({ overflowX: 'auto', marginBlock: vars.space['6'] });

/** Code in the system's own monospace face: the site loads no font for it. */
const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const within = (selector: string) => `${body} ${selector}`;

globalStyle(within('> * + *'), { marginBlockStart: vars.space['5'] });
globalStyle(within(':is(h2, h3, h4, h5, h6)'), { color: vars.color.strong, marginBlockStart: vars.space['10'], scrollMarginTop: vars.space['20'] });
globalStyle(within('h2'), { fontSize: vars.fontSize.xl });
globalStyle(within(':is(h3, h4, h5, h6)'), { fontSize: vars.fontSize.lg });
globalStyle(within('a'), { color: vars.color.accentText, textDecoration: 'underline', textUnderlineOffset: vars.offset.underline });
globalStyle(within(':is(ul, ol)'), { paddingInlineStart: vars.space['6'] });
globalStyle(within('li + li'), { marginBlockStart: vars.space['2'] });
globalStyle(within('blockquote'), {
  margin: 0,
  paddingInlineStart: vars.space['5'],
  borderInlineStart: `${vars.borderWidth.accent} solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});
globalStyle(within(':is(code, pre)'), { fontFamily: monospace, fontSize: vars.fontSize.sm });
globalStyle(within('pre'), {
  overflowX: 'auto',
  padding: vars.space['4'],
  background: vars.color.backgroundAlt,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
// A cell keeps its words whole: the table grows wider than the page and scrolls in its box instead.
globalStyle(within('table'), { borderCollapse: 'collapse', minWidth: '100%', overflowWrap: 'normal' });
globalStyle(within(':is(th, td)'), {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
// A photo's <picture> adds no box, as the Photo component's does not.
globalStyle(within('picture'), { display: 'contents' });
globalStyle(within('img'), { display: 'block', maxWidth: '100%', height: 'auto' });
