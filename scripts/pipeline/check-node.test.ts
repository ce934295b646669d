/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import checkNode from './check-node.cjs';

// The first thing `npm ci` and `npm run build` run: on a Node too old to build the site, one
// line naming the Node found, the Node needed and the fix; on a supported one, nothing.

const { engines } = JSON.parse(readFileSync('package.json', 'utf8'));

describe('the Node version check', () => {
  it('lets through every supported Node, from the engines minimum on', () => {
    for (const version of ['22.18.0', '22.23.3', '23.11.0', '24.0.0', '24.21.0', '26.1.0'])
      expect([version, checkNode.verdict(version, engines.node)]).toEqual([version, '']);
  });

  it('stops an older one with one line: the Node found, the Node needed, and the fix', () => {
    for (const version of ['20.20.2', '22.17.1', '18.20.8', '8.17.0']) {
      const line = checkNode.verdict(version, engines.node);
      expect(line).not.toContain('\n');
      expect(line).toContain(`this is Node ${version}.`);
      expect(line).toContain('needs Node 22.18 or newer');
      expect(line).toContain('source .ci/use-node.sh');
      expect(line).toContain('nvm install');
    }
  });

  it('fails loudly on an engines range it cannot read, rather than let any Node through', () => {
    expect(checkNode.verdict('24.21.0', '^24')).toMatch(/engines\.node must read/);
  });

  it('says nothing and exits 0 on the Node running the tests', () => {
    expect(execFileSync(process.execPath, ['scripts/pipeline/check-node.cjs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).toBe('');
  });

  // This machine kind's own Node is 20 (/usr/bin/node); where it is, run the check on it for real.
  const systemNode = '/usr/bin/node';
  const systemVersion = existsSync(systemNode) ? execFileSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim() : '';
  const tooOld = systemVersion !== '' && checkNode.verdict(systemVersion, engines.node) !== '';
  (tooOld ? it : it.skip)(`on this machine's own Node (${systemVersion || 'none'}): exit 1, one line on stderr, no stack trace`, () => {
    const run = spawnSync(systemNode, ['scripts/pipeline/check-node.cjs'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([checkNode.verdict(systemVersion, engines.node)]);
  });
});
