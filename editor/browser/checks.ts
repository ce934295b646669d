// The CMS's own page runs this before Decap (scripts/pipeline/admin.ts bundles it into
// public/admin/checks.js), and starts Decap once it has registered with it: before every save,
// the build's own check of the data file or article, whose problems stay at their fields when
// it refuses (editor/browser/refusal.ts); the writer of every data file and article, in the
// schema's order; text fields that count their characters against their limit; and lists that
// offer no Add once full.
import { boundedList, countedWidgets, insertPhotoLabel, photoMarkdown, siteDate } from '#model/schema/cms.ts';
import { articleFormat, articleFromText, articleToText } from '#model/schema/articleText.ts';
import { refusalOf } from '#model/schema/cmsRefusal.ts';
import { dataFileFormat, fileText } from '#model/schema/cmsSave.ts';
import { clearOnChange, clearRefusals, keepRefusalsSaid, showRefusal } from './refusal.ts';
import { laidOver, ownerWords, type Phrases } from './words.ts';
import { sayWhenStopped } from './stopped.ts';
import { sayPhotoRefusals } from './backend-refusals.ts';
import { rememberSaved } from './saved.ts';
import { refuseNonPhotos } from './photo-pick.ts';
import { freshOnEntrySwitch } from './entry-switch.ts';
import { knowPages, pagesFile } from '#model/schema/siteLinks.ts';
import { keepVersions } from './versions.ts';
import { noEmptyBackupQuestion, offerKeptClashes, quietAfterChoice } from './clash.ts';
import { listTranscriptsByTitle, titlesOf } from './transcript-titles.ts';
import { fitToPhones } from './phone.ts';
import { sayDrafts } from './draft-badge.ts';

/** The entry Decap hands an event: an Immutable map (the parts read here). */
interface DecapEntry {
  get(key: 'path' | 'collection' | 'slug'): string;
  get(key: 'data'): { toJS(): unknown };
  toJS(): unknown;
}

/** What Decap gives a field's control (the parts read here), its media window's means among them (the image widget's own). */
interface ControlProps {
  value?: unknown;
  forID: string;
  field: { get(key: string): unknown; set(key: string, value: unknown): ControlProps['field'] };
  onChange(value: string): void;
  onOpenMediaLibrary(options: { controlID: string; forImage: boolean; value: string[]; allowMultiple: boolean; field: unknown }): void;
  onRemoveInsertedMedia(controlID: string): void;
  /** What the media window chose for a control: a path, or a list of paths (Decap's choice of one still comes as a list). */
  mediaPaths: { get(controlID: string): unknown };
  /** Decap's look of a field, and its outline while focused. */
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

/** A control's `this`, as create-react-class makes it (the parts used here). */
interface ControlThis {
  props: ControlProps;
  inner?: ListMethods;
  /** How many photos a Markdown field has had inserted: its editor is drawn anew with each (below). */
  inserted?: number;
  forceUpdate(): void;
}

/** What a list's control offers Decap's form besides rendering (ListControl's own methods). */
interface ListMethods {
  validate?(): void;
  focus?(path: string): void;
}

/** Decap's global, as its documentation gives it (the parts used here). */
interface DecapCms {
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(text: string): unknown; toFile(data: unknown, fields?: string[]): string }): void;
  registerEventListener(listener: { name: 'preSave' | 'postSave'; handler(event: { entry: DecapEntry }): undefined }): void;
  getWidget(name: string): { control: unknown; preview: unknown; schema?: object } | undefined;
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
  registerWidget(name: string, control: unknown, preview: unknown, schema: object): void;
  init(): void;
}

/** The page's window as Decap's script leaves it: Decap, React for extensions, and the flag that keeps Decap from starting by itself. */
type DecapWindow = Window & Partial<DecapReact> & { CMS?: DecapCms; CMS_MANUAL_INIT?: boolean };

/**
 * Decap starts as its script runs, and draws the page with what is registered by then: this
 * script, coming later on a slow host or a busy machine, found the page drawn in Decap's words,
 * not his (a journey saw it). So it runs first, keeps Decap from starting by itself, and starts it
 * once the site's formats, checks, widgets and words are registered: after both scripts have run.
 */
export function startWithChecks(window: DecapWindow) {
  window.CMS_MANUAL_INIT = true;
  // Before Decap reads its first entry: each save then carries the version it was opened from (./versions.ts).
  const send = keepVersions(window);
  quietAfterChoice(window); // before Decap's own question on leaving (./clash.ts)
  window.document.addEventListener('DOMContentLoaded', () => {
    const { CMS: cms, h, createClass } = window;
    if (!cms || !h || !createClass) return; // Decap's script did not load: nothing to start
    registerChecks(cms, { h, createClass });
    const question = Reflect.get(Object(Reflect.get(Object(cms.getLocale('en')?.editor), 'editor')), 'confirmLoadBackup');
    if (typeof question === 'string') noEmptyBackupQuestion(window, question);
    offerKeptClashes(window, send); // a save refused for a clash, before a reload
    fitToPhones(window.document); // an entry's form on a 390 px screen (./phone.ts)
    sayDrafts(window.document); // a draft's toolbar reads as a draft (./draft-badge.ts)
    // The pages there are now, for the link check, before the first save (and again after each: ./checks.ts's postSave).
    void readPages(window).finally(() => cms.init());
    void transcriptsByTitle(window);
  });
}

/** Names the transcripts' list by the episodes' titles, read from the CMS's configuration (./transcript-titles.ts); as Decap lists them where it does not arrive. */
async function transcriptsByTitle(page: Window): Promise<void> {
  try {
    const config: unknown = await (await page.fetch(new URL('admin/config.yml', page.document.baseURI), { cache: 'no-store' })).json();
    listTranscriptsByTitle(page.document, titlesOf(config));
  } catch {
    // No titles: the list names each transcript by its episode's address, as Decap does.
  }
}

/** Reads the pages there are now (model/schema/siteLinks.ts, `pagesFile`, beside the CMS): unknown if they do not arrive, as the build then does not know them either. */
async function readPages(page: Window): Promise<void> {
  try {
    const pages: unknown = await (await page.fetch(new URL(`admin/${pagesFile}`, page.document.baseURI), { cache: 'no-store' })).json();
    knowPages(Array.isArray(pages) && pages.every((path) => typeof path === 'string') ? pages : undefined);
  } catch {
    knowPages(undefined);
  }
}

/** React as Decap's page exposes it to extensions (`window.h`, `window.createClass`). */
interface DecapReact {
  h(type: unknown, props: object | null, ...children: unknown[]): unknown;
  createClass(spec: { render(): unknown; [method: string]: unknown } & ThisType<ControlThis>): unknown;
}

/** The counter's words and colour: the count as the build counts it, red once over the limit. */
export function counterOf(value: unknown, max: number): { text: string; over: boolean } {
  const used = typeof value === 'string' ? value.length : 0;
  return { text: `${used} of ${max} characters`, over: used > max };
}

/** Decap's text field and paragraph field, each with its count of characters under it. */
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

/**
 * Decap's list, whose *Add* button goes once the list holds its most (Decap's own stays, and adding
 * one too many is refused only at the save), and whose heading counts against its most ("8 of 8",
 * "3 of at most 5") rather than running into the field's label ("8 the eight ventures, in the
 * order shown": Decap heads a list with its size and its label). Decap's form validates and
 * focuses a list through its control's own methods, which this one hands on.
 */
function registerBoundedList(cms: DecapCms, { h, createClass }: DecapReact) {
  const list = cms.getWidget('list');
  if (!list) return;
  const control = createClass({
    inner: undefined as ListMethods | undefined,
    // Decap's form re-renders a field only when its control says so: a list always does (ListControl's own answer).
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
      // Its *Add* keeps the field's words; its heading (and nothing else the owner reads) takes the count's.
      // A list whose entries have no name of their own adds "one more" (not "Add the four core values, in order").
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

/**
 * Decap's Markdown field, with a button that inserts a photo from the media window (upload or
 * choose) as Markdown the renderer and the photo checks read: `![What the photo shows](team.jpg)`,
 * on a paragraph of its own after the text (the raw editor's toolbar, whose buttons would, is off).
 */
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
      // Decap's Markdown editor reads its value once, as it is drawn: drawn anew, it shows the photo's line, which typing then keeps.
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

/**
 * The day field: the browser's own date field, its value the day as the file keeps it. Decap's
 * read each keystroke's day back through dayjs, which takes the year 0020 (typing 2026, two
 * digits in) as 1920: "12082026" typed was saved as 1906-12-08.
 */
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

/** Registers the writer, the check and the counted fields with Decap. */
function registerChecks(cms: DecapCms, react: DecapReact) {
  cms.registerCustomFormat(dataFileFormat, 'json', { fromFile: (text) => JSON.parse(text), toFile: (data, fields = []) => fileText(data, fields) });
  cms.registerCustomFormat(articleFormat, 'md', { fromFile: articleFromText, toFile: (data) => articleToText(data as Record<string, unknown>) });
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      clearRefusals();
      const refusal = refusalOf(entry.get('path'), entry.get('data').toJS(), entry.get('collection'));
      if (!refusal) return undefined;
      showRefusal(refusal);
      // Without a name, the error reads as its message alone ("Not saved: …", not "Error: Not saved: …").
      throw Object.assign(new Error(refusal.summary), { name: '' });
    },
  });
  // The form then compares with what was saved (a value typed back is a change): ./saved.ts.
  // And the pages there are now, which a save may change (the terms' first text, a setting).
  cms.registerEventListener({ name: 'postSave', handler: ({ entry }) => void (rememberSaved(document, entry), readPages(window)) });
  clearOnChange();
  keepRefusalsSaid();
  // Decap leaves a refused save's promise unanswered (Editor.js awaits it without a catch): the
  // refusal is already on the page, so that is not an error of the page.
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason === undefined || (typeof reason === 'object' && reason !== null && Reflect.get(reason, 'type') === 'ENTRY_PERSIST_FAILURE'))
      event.preventDefault();
  });
  registerCounters(cms, react);
  registerBoundedList(cms, react);
  registerPhotoMarkdown(cms, react);
  registerSiteDate(cms, react);
  sayWhenStopped(window);
  sayPhotoRefusals(window);
  refuseNonPhotos(document);
  freshOnEntrySwitch(window);
  const english = cms.getLocale('en');
  if (english) cms.registerLocale('en', laidOver(english, ownerWords));
}
