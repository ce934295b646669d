// The parts of Decap CMS's page this project's browser code uses, as its documentation and bundle give them.
import type { Phrases } from './words.ts';

export interface DecapEntry {
  get(key: 'path' | 'collection' | 'slug'): string;
  get(key: 'data'): { toJS(): unknown };
  toJS(): unknown;
}

export interface ControlProps {
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

export interface ControlThis {
  props: ControlProps;
  inner?: ListMethods;
  /** Its editor is drawn anew with each photo inserted. */
  inserted?: number;
  forceUpdate(): void;
}

export interface ListMethods {
  validate?(): void;
  focus?(path: string): void;
}

export interface DecapCms {
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(text: string): unknown; toFile(data: unknown, fields?: string[]): string }): void;
  registerEventListener(listener: { name: 'preSave' | 'postSave'; handler(event: { entry: DecapEntry }): undefined }): void;
  getWidget(name: string): { control: unknown; preview: unknown; schema?: object } | undefined;
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
  registerWidget(name: string, control: unknown, preview: unknown, schema: object): void;
  init(): void;
}

export type DecapWindow = Window & Partial<DecapReact> & { CMS?: DecapCms; CMS_MANUAL_INIT?: boolean };

export interface DecapReact {
  h(type: unknown, props: object | null, ...children: unknown[]): unknown;
  createClass(spec: { render(): unknown; [method: string]: unknown } & ThisType<ControlThis>): unknown;
}
