// The CMS's own page runs this after Decap (scripts/cms-admin.ts bundles it into
// public/admin/checks.js): before every save, the build's own check of the data file, whose
// lines Decap shows when it refuses; and the writer of every data file, in the schema's order.
import { dataFileFormat, fileText, saveRefusal } from '../content/schema/cmsSave.ts';

/** The entry Decap hands an event: an Immutable map (the parts read here). */
interface DecapEntry {
  get(key: 'path'): string;
  get(key: 'data'): { toJS(): unknown };
}

/** Decap's global, as its documentation gives it (the parts used here). */
interface DecapCms {
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(text: string): unknown; toFile(data: unknown, fields?: string[]): string }): void;
  registerEventListener(listener: { name: 'preSave'; handler(event: { entry: DecapEntry }): undefined }): void;
}

/** Registers the writer and the check with Decap. */
export function registerChecks(cms: DecapCms) {
  cms.registerCustomFormat(dataFileFormat, 'json', { fromFile: (text) => JSON.parse(text), toFile: (data, fields = []) => fileText(data, fields) });
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const refusal = saveRefusal(entry.get('path'), entry.get('data').toJS());
      if (refusal) throw new Error(refusal);
      return undefined;
    },
  });
}
