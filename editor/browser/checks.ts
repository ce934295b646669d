// Run by the CMS's page before Decap: the build's own check before every save (its problems at their
// fields), the writer of every file in the schema's order, counted text fields and bounded lists.
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

interface DecapEntry {
  get(key: 'path' | 'collection' | 'slug'): string;
  get(key: 'data'): { toJS(): unknown };
  toJS(): unknown;
}

interface ControlProps {
  value?: unknown;
  forID: string;
  field: { get(key: string): unknown; set(key: string, value: unknown): ControlProps['field'] };
  onChange(value: string): void;
  onOpenMediaLibrary(options: { controlID: string; forImage: boolean; value: string[]; allowMultiple: boolean; field: unknown }): void;
  onRemoveInsertedMedia(controlID: string): void;
  /** Decap's choice of one still comes as a list. */
  mediaPaths: { get(controlID: string): unknown };
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

interface ControlThis {
  props: ControlProps;
  inner?: ListMethods;
  /** Its editor is drawn anew with each photo inserted. */
  inserted?: number;
  forceUpdate(): void;
}

interface ListMethods {
  validate?(): void;
  focus?(path: string): void;
}

interface DecapCms {
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(text: string): unknown; toFile(data: unknown, fields?: string[]): string }): void;
  registerEventListener(listener: { name: 'preSave' | 'postSave'; handler(event: { entry: DecapEntry }): undefined }): void;
  getWidget(name: string): { control: unknown; preview: unknown; schema?: object } | undefined;
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
  registerWidget(name: string, control: unknown, preview: unknown, schema: object): void;
  init(): void;
}

type DecapWindow = Window & Partial<DecapReact> & { CMS?: DecapCms; CMS_MANUAL_INIT?: boolean };

/** Decap draws with what is registered when it starts, so it starts only once the site's formats, checks and words are. */
export function startWithChecks(window: DecapWindow) {
  window.CMS_MANUAL_INIT = true;
  // Before Decap reads its first entry: each save carries the version it was opened from (./versions.ts).
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
    void readPages(window).finally(() => cms.init());
    void transcriptsByTitle(window);
  });
}

async function transcriptsByTitle(page: Window): Promise<void> {
  try {
    const config: unknown = await (await page.fetch(new URL('admin/config.yml', page.document.baseURI), { cache: 'no-store' })).json();
    listTranscriptsByTitle(page.document, titlesOf(config));
  } catch {
    // No titles: each transcript by its episode's address, as Decap does.
  }
}

/** Unknown if they do not arrive, as the build then does not know them either. */
async function readPages(page: Window): Promise<void> {
  try {
    const pages: unknown = await (await page.fetch(new URL(`admin/${pagesFile}`, page.document.baseURI), { cache: 'no-store' })).json();
    knowPages(Array.isArray(pages) && pages.every((path) => typeof path === 'string') ? pages : undefined);
  } catch {
    knowPages(undefined);
  }
}

interface DecapReact {
  h(type: unknown, props: object | null, ...children: unknown[]): unknown;
  createClass(spec: { render(): unknown; [method: string]: unknown } & ThisType<ControlThis>): unknown;
}

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
      // Without a name the error reads "Not saved: …", not "Error: Not saved: …".
      throw Object.assign(new Error(refusal.summary), { name: '' });
    },
  });
  // The form compares with what was saved (./saved.ts), and the pages a save may change are read again.
  cms.registerEventListener({ name: 'postSave', handler: ({ entry }) => void (rememberSaved(document, entry), readPages(window)) });
  clearOnChange();
  keepRefusalsSaid();
  // Decap leaves a refused save's promise unanswered; the refusal is on the page already, so it is no error.
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
