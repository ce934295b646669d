// The site's own fields in Decap: counted texts, lists bounded by their most, a Markdown field that
// inserts the owner's photos, and the browser's own date field.
import { boundedList, countedWidgets, insertPhotoLabel, photoMarkdown, siteDate } from '#model/schema/cms.ts';
import type { DecapCms, DecapReact, ListMethods } from './decap.ts';

export function counterOf(value: unknown, max: number): { text: string; over: boolean } {
  const used = typeof value === 'string' ? value.length : 0;
  return { text: `${used} of ${max} characters`, over: used > max };
}

function registerCounters(cms: DecapCms, { h, createClass }: DecapReact) {
  for (const [base, name] of Object.entries(countedWidgets)) {
    const widget = cms.getWidget(base);
    if (!widget) continue;
    const control = createClass({
      isValid: () => true, // the field's own rules (required, pattern) are Decap's to check
      render() {
        const { text, over } = counterOf(this.props.value, Number(this.props.field.get('max_length')));
        const style = { margin: '6px 0 0', fontSize: '13px', textAlign: 'right', color: over ? '#b3261e' : '#4a4a4a' };
        return h('div', null, h(widget.control, this.props), h('p', { id: `${this.props.forID}-count`, style }, text));
      },
    });
    cms.registerWidget(name, control, widget.preview, { properties: { max_length: { type: 'integer' } } });
  }
}

/** Its *Add* goes once full (Decap's refuses only at the save), and its heading counts ("8 of 8") instead of running into the label. */
function registerBoundedList(cms: DecapCms, { h, createClass }: DecapReact) {
  const list = cms.getWidget('list');
  if (!list) return;
  const control = createClass({
    inner: undefined as ListMethods | undefined,
    // Decap re-renders a field only when its control says so: a list always does.
    shouldComponentUpdate: () => true,
    validate() {
      this.inner?.validate?.();
    },
    focus(path: string) {
      this.inner?.focus?.(path);
    },
    render() {
      const { field, value } = this.props;
      const size = typeof value === 'object' && value !== null ? Number(Reflect.get(value, 'size') ?? 0) : 0;
      const [min, max] = [field.get('min'), Number(field.get('max'))];
      // A list whose entries have no name adds "one more", not "Add the four core values, in order".
      const counted = field.set('label_singular', field.get('label_singular') ?? 'one more').set('label', min === max ? `of ${max}` : `of at most ${max}`);
      return h(list.control, {
        ...this.props,
        field: size >= max ? counted.set('allow_add', false) : counted,
        ref: (ref: ListMethods | null) => (this.inner = ref ?? undefined),
      });
    },
  });
  cms.registerWidget(boundedList, control, list.preview, list.schema ?? {});
}

const isIterable = (value: unknown): value is Iterable<unknown> => typeof value === 'object' && value !== null && Symbol.iterator in value;

/** Its button inserts `![What the photo shows](team.jpg)` on a paragraph of its own (the raw editor's toolbar is off). */
function registerPhotoMarkdown(cms: DecapCms, { h, createClass }: DecapReact) {
  const markdown = cms.getWidget('markdown');
  if (!markdown) return;
  const control = createClass({
    shouldComponentUpdate: () => true,
    componentDidUpdate() {
      const { value, forID, onChange, mediaPaths, onRemoveInsertedMedia } = this.props;
      const pick = mediaPaths.get(`${forID}-photo`);
      const chosen = typeof pick === 'string' ? pick : isIterable(pick) ? [...pick].find((path) => typeof path === 'string') : undefined;
      if (!pick) return;
      onRemoveInsertedMedia(`${forID}-photo`);
      if (!chosen) return;
      const text = typeof value === 'string' ? value.trimEnd() : '';
      onChange(`${text}${text ? '\n\n' : ''}${photoMarkdown(chosen.replace(/^.*\//, ''))}\n`);
      // Decap's Markdown editor reads its value once, as drawn: drawn anew, it shows the photo's line.
      this.inserted = (this.inserted ?? 0) + 1;
      this.forceUpdate();
    },
    render() {
      const { props } = this;
      const open = () => props.onOpenMediaLibrary({ controlID: `${props.forID}-photo`, forImage: true, value: [], allowMultiple: false, field: props.field });
      const style = {
        margin: '8px 0 0',
        padding: '8px 14px',
        border: '2px solid #1b1b1b',
        borderRadius: '6px',
        background: '#fff',
        font: 'inherit',
        cursor: 'pointer',
      };
      return h(
        'div',
        null,
        h(markdown.control, { ...this.props, key: this.inserted ?? 0 }),
        h('button', { type: 'button', onClick: open, style }, insertPhotoLabel),
      );
    },
  });
  cms.registerWidget(photoMarkdown.widget, control, markdown.preview, markdown.schema ?? {});
}

/** The browser's own date field: Decap's read the year 0020 (2026 half typed) as 1920. */
function registerSiteDate(cms: DecapCms, { h, createClass }: DecapReact) {
  const datetime = cms.getWidget('datetime');
  if (!datetime) return;
  const control = createClass({
    render() {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      return h('input', {
        type: 'date',
        id: forID,
        className: classNameWrapper,
        value: typeof value === 'string' ? value : '',
        onChange: ({ target }: { target: HTMLInputElement }) => onChange(target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
    },
  });
  cms.registerWidget(siteDate, control, datetime.preview, datetime.schema ?? {});
}

/** Registers the site's fields with Decap, before it starts. */
export function registerWidgets(cms: DecapCms, react: DecapReact): void {
  registerCounters(cms, react);
  registerBoundedList(cms, react);
  registerPhotoMarkdown(cms, react);
  registerSiteDate(cms, react);
}
