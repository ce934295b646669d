// Runs first in `npm ci` and `npm run dev|build` on whatever Node the machine has: one line, never a
// stack trace, when it cannot build the site. CommonJS, no newer syntax.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: it must run, and speak, on a Node too old for the rest */

/**
 * One line, or '' when it can. Type-checked from these comments.
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
