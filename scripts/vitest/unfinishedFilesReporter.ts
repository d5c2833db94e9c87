// Names the test files that started and never ended. When a test process dies (a crash, a
// memory limit), Vitest reports only "Worker exited unexpectedly" and counts one file fewer;
// this says which file, and which of its tests, was running, so a failure on CI can be found.
import type { Reporter, TestCase, TestModule } from 'vitest/node';

export default class UnfinishedFilesReporter implements Reporter {
  readonly #running = new Map<string, { module: TestModule; lastTest?: string }>();

  onTestModuleStart(testModule: TestModule): void {
    this.#running.set(testModule.moduleId, { module: testModule });
  }

  onTestCaseReady(testCase: TestCase): void {
    const running = this.#running.get(testCase.module.moduleId);
    if (running) running.lastTest = testCase.fullName;
  }

  onTestModuleEnd(testModule: TestModule): void {
    this.#running.delete(testModule.moduleId);
  }

  onTestRunEnd(): void {
    for (const { module, lastTest } of this.#running.values()) {
      console.error(`\nunfinished test file: ${module.relativeModuleId}${lastTest ? `\n  last test started: ${lastTest}` : ''}`);
    }
  }
}
