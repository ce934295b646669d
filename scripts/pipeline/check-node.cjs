// Runs first in `npm ci`/`npm install` (package.json "preinstall") and in `npm run dev|build`, on
// whatever Node the machine has: one line, never a stack trace, when that Node cannot build the
// site (it runs the build scripts and content files as TypeScript, by type stripping, which
// Node has by default since 22.18). Written for any Node: CommonJS, no newer syntax.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: it must run, and speak, on a Node too old for the rest */

/**
 * Why `version` (`20.20.2`) cannot build the site, as one line, or '' when it can. `range` is engines.node (`>=22.18`).
 * (Type-checked from these comments: `npm run typecheck` checks this file as JavaScript.)
 * @param {string} version
 * @param {string} range
 * @returns {string}
 */
function verdict(version, range) {
  var need = /^>=(\d+)\.(\d+)$/.exec(range);
  if (!need) return 'check-node: package.json engines.node must read ">=MAJOR.MINOR", not ' + JSON.stringify(range);
  var have = version.split('.').map(Number);
  var haveMajor = have[0] || 0;
  var haveMinor = have[1] || 0;
  var major = Number(need[1]);
  var minor = Number(need[2]);
  if (haveMajor > major || (haveMajor === major && haveMinor >= minor)) return '';
  return (
    'This site needs Node ' +
    major +
    '.' +
    minor +
    ' or newer (24 recommended); this is Node ' +
    version +
    '. Fix: `source .ci/use-node.sh` (Linux x64: Node 24 from the npm registry) or `nvm install` (reads .nvmrc), then run the command again.'
  );
}

module.exports = { verdict: verdict };

if (require.main === module) {
  var problem = verdict(process.versions.node, require('../../package.json').engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
