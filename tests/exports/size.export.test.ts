/**
 * @jest-environment node
 */
// Every export of the test run as a host receives it: within the files, bytes and largest file
// every host takes (model/exportBounds.ts), which the post-build also stops a build past.
import { exportBounds } from '#model/exportBounds.ts';
import { exportSize } from '@/scripts/pipeline/export-size';

it.each(['out', 'out-base', 'out-delivery'])('%s is within what every host takes', (dir) => {
  const size = exportSize(dir);
  expect(size.files).toBeLessThanOrEqual(exportBounds.files);
  expect(size.bytes).toBeLessThanOrEqual(exportBounds.bytes);
  expect(size.largest.bytes).toBeLessThanOrEqual(exportBounds.fileBytes);
});
