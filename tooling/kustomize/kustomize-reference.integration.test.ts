import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  MANIFESTS,
  OVERLAYS,
  RECORD_COMMAND,
  REPO,
  manifestChecksums,
  parseDocuments,
  recordedChecksums,
  recordedOutput,
} from './test-support/recording.js';

// The manifest tests read what kubectl kustomize printed, recorded by write-reference.sh (CI
// machines have no kustomize). The recording counts only while it matches the manifests: their
// checksums are recorded with it, and where kubectl is installed a fresh run must agree.

const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

describe('the recorded kustomize output', () => {
  it(`was made from the manifests as they are now (else run ${RECORD_COMMAND})`, () => {
    // One line per file, so a failure names the file that changed, appeared or went.
    const lines = (text: string) => text.split('\n');
    expect(lines(recordedChecksums()).length).toBeGreaterThan(10);
    expect(lines(manifestChecksums()), `${MANIFESTS} changed since the recording`).toEqual(
      lines(recordedChecksums()),
    );
  });

  it.each(OVERLAYS)('holds every object of the %s overlay by kind and name', (overlay) => {
    const objects = recordedOutput(overlay);
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      expect(object.kind).toMatch(/^[A-Z]\w+$/);
      expect(object.metadata.name).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it.skipIf(!hasKubectl).each(OVERLAYS)(
    'is what a fresh kubectl kustomize prints for the %s overlay',
    (overlay) => {
      const fresh = execFileSync('kubectl', ['kustomize', `${MANIFESTS}/overlays/${overlay}`], {
        cwd: REPO,
        encoding: 'utf8',
      });
      expect(parseDocuments(fresh, 'kubectl'), `run ${RECORD_COMMAND}`).toEqual(
        recordedOutput(overlay),
      );
    },
  );
});
